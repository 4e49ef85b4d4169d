export declare const MIN_SHARE: number;
export declare const SCRIPTS: Readonly<Record<string, RegExp>>;
export declare function needsScript(messageId: string): boolean;
export declare function scriptShare(
  locale: string,
  messages: readonly { id: string; text: string }[],
): { judged: number; inScript: number; share: number };
export declare function messagesOf(poText: string): { id: string; text: string }[];
