import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** A phone's short anonymous name at its table: "나"/"You" for this phone, else "손님 2"/"Guest 2". */
export function guestName(i18n: I18n, guest: number, you: number | null | undefined): string {
  if (guest === you) return i18n._(msg`You`);
  return i18n._(msg`Guest ${guest}`);
}
