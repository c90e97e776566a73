import { afterEach, describe, expect, it, vi } from 'vitest';
import { CUSTOMER_SERVICE_WINDOW, openCustomerService, pickCustomerService } from './customer-service';

const entries = [
  { csType: 'LIVECHAT', label: 'Chat', path: 'https://chat.example/live' },
  { csType: 'WHATSAPP', label: 'WhatsApp', path: 'https://wa.example/55' },
];

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('customer service (spec section 9)', () => {
  it('opens the entry of the requested type, else the first one, else none', () => {
    expect(pickCustomerService(entries, 'WHATSAPP')?.path).toBe('https://wa.example/55');
    expect(pickCustomerService(entries, 'TELEGRAM')?.path).toBe('https://chat.example/live');
    expect(pickCustomerService(entries)?.path).toBe('https://chat.example/live');
    expect(pickCustomerService([], 'LIVECHAT')).toBeNull();
  });

  it('opens it in a 440 x 750 window, and says when the browser blocked it or nothing is configured', () => {
    expect(CUSTOMER_SERVICE_WINDOW).toEqual({ width: 440, height: 750 });
    const open = vi.spyOn(window, 'open').mockReturnValueOnce({} as Window);
    expect(openCustomerService(entries, 'WHATSAPP').outcome).toBe('opened');
    expect(open).toHaveBeenCalledWith(
      'https://wa.example/55',
      'customer-service',
      expect.stringMatching(/width=440,height=750/),
    );
    open.mockReturnValueOnce(null);
    expect(openCustomerService(entries).outcome).toBe('blocked');
    expect(openCustomerService([]).outcome).toBe('unavailable');
    expect(open).toHaveBeenCalledTimes(2);
  });
});
