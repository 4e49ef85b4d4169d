import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import type { WaitingRegistration } from '../../api/contract/entities.ts';
import {
  type AlertText,
  type AlertTextKey,
  alertTextKey,
  everyAlertKind,
  type WaitingAlert,
} from '../../worker-contract/waiting-alert-rule.ts';

export type { AlertText };

/** The words of an alert in the diner's language. */
export function alertText(i18n: I18n, alert: NonNullable<WaitingAlert>, registration: WaitingRegistration): AlertText {
  const shopName = registration.shopName;
  const key = alertTextKey(alert);
  if (alert.kind === 'nearTurn') {
    const ahead = alert.position - 1;
    return {
      title: i18n._(msg`Your turn is near`),
      body: i18n._(
        msg`${shopName}: ${plural(ahead, { 0: 'you are next.', one: '# party ahead of you.', other: '# parties ahead of you.' })}`,
      ),
    };
  }
  if (key === 'cancelled') {
    return {
      title: i18n._(msg`Waiting cancelled`),
      body: i18n._(msg`${shopName} cancelled your waiting registration.`),
    };
  }
  if (key === 'turn') {
    return { title: i18n._(msg`It is your turn`), body: i18n._(msg`${shopName}: please come to the entrance.`) };
  }
  return {
    title: i18n._(msg`Your waiting status changed`),
    body: i18n._(msg`${shopName}: please check your registration.`),
  };
}

/**
 * Every alert's words for one registration, written ahead for the worker's background check,
 * which has no catalogs: it picks the one its check calls for.
 */
export function alertTexts(i18n: I18n, registration: WaitingRegistration): Partial<Record<AlertTextKey, AlertText>> {
  return Object.fromEntries(
    everyAlertKind().map((alert) => [alertTextKey(alert), alertText(i18n, alert, registration)] as const),
  );
}
