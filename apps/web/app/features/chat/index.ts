// The chat feature's public entry: what routes and other features may use (loaders: loader.server.ts).
export { AstrologerLanding } from "./astrologer-landing";
export { ChatScreen } from "./chat-screen";
export { chatMeta } from "./meta";
export { endsInFailure, eventData, readReplyStream, type SseEvent, type StreamEnd } from "./sse";
