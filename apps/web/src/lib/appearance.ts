import { APPEARANCE_EVENT } from '@pdr/contract/appearance';
import { TEXT_SIZES } from '@pdr/contract/settings';
import { deviceSetting } from './device-setting.ts';

/** The page's gate (@pdr/contract/appearance) applies the device's theme and text size: told when they change. */
function applied() {
  document.dispatchEvent(new Event(APPEARANCE_EVENT));
}

/**
 * 'Тема' and 'Розмір тексту' (issue 53, items 2, 3 and 5): kept on the device for everyone, a guest too, and on
 * the account for a signed-in learner. 'system' first: the device follows its own scheme until the learner chooses.
 */
const theme = deviceSetting({ key: 'theme', field: 'theme', choices: ['system', 'light', 'dark'], applied });
const textSize = deviceSetting({ key: 'textSize', field: 'text_size', choices: TEXT_SIZES, applied });

export const setTheme = theme.set;
export const adoptTheme = theme.adopt;
export const useTheme = theme.use;
export const setTextSize = textSize.set;
export const adoptTextSize = textSize.adopt;
export const useTextSize = textSize.use;
