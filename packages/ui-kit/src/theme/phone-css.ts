import { TAP_TARGET_PX } from '@practice/sdk';
import { PHONE_QUERY } from '../phone/use-phone.js';

/*
 * On a phone every control a finger aims at is at least TAP_TARGET_PX square (WCAG 2.5.5), whatever size a
 * screen asked for: one rule here rather than a responsive size on each use.
 *
 * Chakra puts global CSS in its `base` layer and component recipes in the later `recipes` layer, so a plain
 * rule here would lose to a recipe's own min-width; `!important` in an earlier layer wins over every layer
 * after it. Only minimums are raised: nothing shrinks, and a control already larger keeps its size.
 */

const TARGET = `${TAP_TARGET_PX}px !important`;

/** Controls whose box is the target: buttons (icon and close buttons too), fields, menu entries, tabs. */
const BOXES = [
  '.chakra-button',
  '.chakra-input',
  '.chakra-textarea',
  '.chakra-native-select__field',
  '.chakra-select__trigger',
  '.chakra-number-input__input',
  '.chakra-combobox__input',
  // Chakra names the date picker's parts without its usual prefix.
  '.date-picker__input',
  '.date-picker__trigger',
  '.chakra-menu__item',
  '.chakra-tabs__trigger',
];

/** Buttons are also at least that wide, so an icon-only one is a square a thumb can hit. */
const WIDE = ['.chakra-button', '.date-picker__trigger'];

/**
 * Checkboxes, radios and switches keep their small glyph: their label row is the target (clicking the label
 * toggles them), so the row gets the height.
 */
const ROWS = ['.chakra-checkbox__root', '.chakra-radio-group__item', '.chakra-switch__root'];

/** Fields typed into: iOS zooms the page into any field whose text is under 16 px, and does not zoom back. */
const TYPED = [
  '.chakra-input',
  '.chakra-textarea',
  '.chakra-native-select__field',
  '.chakra-number-input__input',
  '.chakra-combobox__input',
  '.date-picker__input',
];

export const phoneTapTargets = {
  [`@media screen and ${PHONE_QUERY}`]: {
    [[...BOXES, ...ROWS].join(', ')]: { minHeight: TARGET },
    [WIDE.join(', ')]: { minWidth: TARGET },
    [TYPED.join(', ')]: { fontSize: '16px !important' },
  },
};
