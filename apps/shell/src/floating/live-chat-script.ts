/**
 * Where the chat provider's widget script comes from (loaded from an external chat
 * provider). Set VITE_LIVE_CHAT_SCRIPT at build time for a real provider; the default is the
 * stand-in the reference server serves outside production, so the demo works offline.
 */
export const liveChatScriptUrl: string =
  import.meta.env.VITE_LIVE_CHAT_SCRIPT ?? '/dev/live-chat/tracking.js'
