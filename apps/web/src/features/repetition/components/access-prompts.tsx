import { AccessPlug } from '@/components/ui/access-plug.tsx';

/** A guest: repetition is the learner's own work, so they sign in to their cabinet first. */
export function GuestPrompt() {
  return (
    <AccessPlug kind="sign-in" title="Увійдіть до кабінету" titleId="repetition-guest-title">
      Щоб повторювати теми й питання, у яких ви помилялися, увійдіть до кабінету або зареєструйтеся.
    </AccessPlug>
  );
}

/** A free learner: repetition comes with Premium. */
export function PremiumOffer() {
  return (
    <AccessPlug
      kind="premium"
      title="Повторення доступне з тарифом Преміум"
      titleId="repetition-premium-title"
    >
      З Преміумом ви бачите свої слабкі, середні й сильні теми, а тренажер щодня добирає питання, які саме час
      повторити, щоб ви не забули навіть те, на що колись відповіли правильно.
    </AccessPlug>
  );
}
