import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import type { WaitingRegistration } from '../../api/contract/entities.ts';
import type { WaitingAlert } from './waiting-alert.ts';

/** What a waiting alert says, as a notification and to a screen reader. */
export interface AlertText {
  title: string;
  body: string;
}

const TURN_STATUSES = new Set(['ENTERED', 'CALL', 'CALLED']);

/** The words of an alert in the diner's language. */
export function alertText(i18n: I18n, alert: NonNullable<WaitingAlert>, registration: WaitingRegistration): AlertText {
  const shopName = registration.shopName;
  if (alert.kind === 'nearTurn') {
    const ahead = alert.position - 1;
    return {
      title: i18n._(msg`Your turn is near`),
      body: i18n._(
        msg`${shopName}: ${plural(ahead, { 0: 'you are next.', one: '# party ahead of you.', other: '# parties ahead of you.' })}`,
      ),
    };
  }
  if (alert.status === 'CANCEL') {
    return {
      title: i18n._(msg`Waiting cancelled`),
      body: i18n._(msg`${shopName} cancelled your waiting registration.`),
    };
  }
  if (TURN_STATUSES.has(alert.status)) {
    return { title: i18n._(msg`It is your turn`), body: i18n._(msg`${shopName}: please come to the entrance.`) };
  }
  return {
    title: i18n._(msg`Your waiting status changed`),
    body: i18n._(msg`${shopName}: please check your registration.`),
  };
}
