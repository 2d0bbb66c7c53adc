import { LANGUAGE_NAMES } from '@pdr/contract/language';
import { Button } from '@/components/ui/button.tsx';
import { useLanguage } from '@/hooks/use-language.ts';

interface LanguageSwitchProps {
  className?: string;
  /** The mobile menu's full-width button; the header's is small. */
  block?: boolean;
  onSwitched?: () => void;
}

/** 'English' on the Ukrainian screens, 'Українська' on the English ones: the other language, named in itself. */
export function LanguageSwitch({ className, block = false, onSwitched }: LanguageSwitchProps) {
  const { language, choose } = useLanguage();
  const other = language === 'uk' ? 'en' : 'uk';
  return (
    <Button
      variant="ghost"
      size={block ? 'md' : 'sm'}
      block={block}
      className={className}
      lang={other}
      onClick={() => void choose(other).then(onSwitched)}
    >
      {LANGUAGE_NAMES[other]}
    </Button>
  );
}
