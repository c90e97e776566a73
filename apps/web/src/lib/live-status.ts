import { create } from 'zustand';

/** Whether the live channel's socket is open (lib/live-channel.ts; docs/live.md). */
export type LiveStatus = 'off' | 'connecting' | 'open';

export const useLiveStore = create<{ status: LiveStatus }>(() => ({ status: 'off' }));

/** Whether pushes arrive now (the badges poll only when they do not). */
export const useLiveOpen = () => useLiveStore((state) => state.status === 'open');
