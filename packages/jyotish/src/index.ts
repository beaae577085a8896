// engine entry: filled in by the engine issue
