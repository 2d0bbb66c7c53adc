import { useCallback, useEffect, useRef, useState } from 'react';
import { accountMessages, GROUP_CODE_LENGTH, normaliseGroupCode } from '@pdr/contract/accounts';
import { useCheckGroupCode } from '@/hooks/use-check-group-code.ts';
import { useConfig } from '@/hooks/use-config.ts';
import { ApiError } from '@/lib/api-client.ts';

interface Offer {
  price: number;
  days: number;
}

export interface PremiumOffer {
  /** UAH and days the order will be made for, once known. */
  price: number | undefined;
  days: number | undefined;
  /** True once a typed group code was accepted (its price is shown). */
  codeAccepted: boolean;
  /** Checks a typed code; answers the field's error, or null when the code is empty or accepted. */
  checkCode: (masked: string) => Promise<string | null>;
}

/**
 * The price shown on the purchase form: the group's (from its code: the user's own group, or a code typed in)
 * or the operator's default from /api/config. The server makes the order at the same price.
 */
export function usePremiumOffer(userGroupCode: string | null): PremiumOffer {
  const config = useConfig();
  const check = useCheckGroupCode();
  const [groupOffer, setGroupOffer] = useState<Offer | null>(null);
  const [codeAccepted, setCodeAccepted] = useState(false);
  const { mutateAsync } = check;

  // The user's own group may have its own price: asked once, falling back to the default on any failure.
  const ownChecked = useRef(false);
  useEffect(() => {
    if (!userGroupCode || ownChecked.current) return;
    ownChecked.current = true;
    mutateAsync(userGroupCode).then(
      (offer) => setGroupOffer({ price: offer.price, days: offer.days }),
      () => undefined,
    );
  }, [userGroupCode, mutateAsync]);

  const checkCode = useCallback(
    async (masked: string) => {
      setGroupOffer(null);
      setCodeAccepted(false);
      const code = normaliseGroupCode(masked);
      if (code === '') return null;
      // A half-typed code is not worth a request (the check is rate-limited per address).
      if (code.length !== GROUP_CODE_LENGTH) return accountMessages.groupCodeFormat;
      try {
        const offer = await mutateAsync(code);
        setGroupOffer({ price: offer.price, days: offer.days });
        setCodeAccepted(true);
        return null;
      } catch (error) {
        if (!(error instanceof ApiError)) throw error;
        return error.errors.group_code ?? error.message;
      }
    },
    [mutateAsync],
  );

  return {
    price: groupOffer?.price ?? config.data?.subscription.price,
    days: groupOffer?.days ?? config.data?.subscription.days,
    codeAccepted,
    checkCode,
  };
}
