/** The keyed messages of the menu journey (spec section 8), as descriptors for toasts and popups. */
import { msg } from '@lingui/core/macro';

export const NOT_BUSINESS_TIME = msg`It is not business time now, so the menu cannot be ordered.`;
export const SOLD_OUT = msg`This menu is sold out.`;
export const PEAK_HOUR = msg`It is peak time now, so this menu may take longer than usual. Thank you for waiting.`;
export const ADDED_TO_CART = msg`Added to the cart.`;
export const MENU_MAX_QUANTITY = msg`You can order up to 99 of one menu, counting what is already in the cart.`;
/** Spec section 9: the added-to-cart toast stays 2 s. */
export const ADDED_TO_CART_MS = 2000;
