declare module '@tanstack/history' {
  interface HistoryState {
    /** The menu detail was opened from the menu home, so going back returns there. */
    fromHome?: boolean;
  }
}

export {};
