import { showAppNotification } from '../../shared/sw/notify.ts';
import { waitingNotification } from '../../worker-contract/app-notification.ts';
import type { AlertText } from './waiting-alert-messages.ts';

/** Shows a waiting alert's words as a notification; a tap on it opens the registration. */
export function notifyWaitingAlert(text: AlertText, waitingUuid: string): void {
  void showAppNotification(waitingNotification(text, waitingUuid));
}
