import {MESSAGE} from './constants';

/**
 * A tiny store for toast messages ("Link copied", …): each message hides
 * after its duration (3000 ms by default) unless paused while hovered.
 * Framework-free so both components and plain client modules can show one.
 */
export type MessageType = 'info' | 'success' | 'warning' | 'error';

export interface MessageOptions {
  readonly type?: MessageType;
  readonly duration?: number;
  /** Keep the message while the pointer is over it. */
  readonly pauseOnHover?: boolean;
}

export interface Message {
  readonly id: number;
  readonly text: string;
  readonly type: MessageType;
  readonly pauseOnHover: boolean;
}

export interface MessageStore {
  show(text: string, options?: MessageOptions): number;
  dismiss(id: number): void;
  pause(id: number): void;
  resume(id: number): void;
  list(): readonly Message[];
  subscribe(listener: () => void): () => void;
}

export function createMessageStore(): MessageStore {
  let messages: readonly Message[] = [];
  let nextId = 1;
  const listeners = new Set<() => void>();
  const timers = new Map<number, {handle?: ReturnType<typeof setTimeout>; remaining: number; started: number}>();
  const emit = (): void => listeners.forEach((l) => l());

  const dismiss = (id: number): void => {
    const timer = timers.get(id);
    if (timer?.handle) clearTimeout(timer.handle);
    timers.delete(id);
    const before = messages.length;
    messages = messages.filter((m) => m.id !== id);
    if (messages.length !== before) emit();
  };
  const start = (id: number, ms: number): void => {
    timers.set(id, {handle: setTimeout(() => dismiss(id), ms), remaining: ms, started: Date.now()});
  };

  return {
    show(text, options = {}) {
      const id = nextId++;
      messages = [...messages, {id, text, type: options.type ?? 'info', pauseOnHover: options.pauseOnHover ?? false}];
      start(id, options.duration ?? MESSAGE.duration);
      emit();
      return id;
    },
    dismiss,
    pause(id) {
      const timer = timers.get(id);
      const message = messages.find((m) => m.id === id);
      if (!timer?.handle || !message?.pauseOnHover) return;
      clearTimeout(timer.handle);
      timers.set(id, {remaining: Math.max(0, timer.remaining - (Date.now() - timer.started)), started: Date.now()});
    },
    resume(id) {
      const timer = timers.get(id);
      if (!timer || timer.handle) return;
      start(id, timer.remaining);
    },
    list: () => messages,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The site's message store. */
export const messages = createMessageStore();
