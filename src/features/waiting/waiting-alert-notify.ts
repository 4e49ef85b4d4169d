import type { I18n } from '@lingui/core';
import type { WaitingRegistration } from '../../api/contract/entities.ts';
import { showAppNotification } from '../../shared/sw/notify.ts';
import type { WaitingAlert } from './waiting-alert.ts';
import { alertText } from './waiting-alert-messages.ts';

/** Shows a waiting alert as a notification; a tap on it opens the registration. */
export function notifyWaitingAlert(
  i18n: I18n,
  alert: NonNullable<WaitingAlert>,
  registration: WaitingRegistration,
  waitingUuid: string,
): void {
  const text = alertText(i18n, alert, registration);
  void showAppNotification({ ...text, tag: `waiting-${waitingUuid}`, url: `/waiting/complete/${waitingUuid}` });
}
