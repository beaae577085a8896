/**
 * In-process handles to stop replies being written here. A stop that reaches another
 * instance is seen through `chats.stop_requested_at`, which every writer polls.
 */
export class StopRegistry {
  private readonly controllers = new Map<string, AbortController>();

  register(chatId: string): AbortController {
    const controller = new AbortController();
    this.controllers.set(chatId, controller);
    return controller;
  }

  unregister(chatId: string, controller: AbortController): void {
    if (this.controllers.get(chatId) === controller) this.controllers.delete(chatId);
  }

  abort(chatId: string): void {
    this.controllers.get(chatId)?.abort();
  }
}
