import { createInstance } from 'i18next';
import { describe, expect, it, vi } from 'vitest';
import { catalogueBackend, stringsOnly } from './i18n';
import i18n from './i18n';

describe('i18n', () => {
  it('has English bundled, as plain strings', () => {
    expect(i18n.t('routes.goHome')).toBeTruthy();
    expect(stringsOnly({ a: 'x', b: { c: 'y', f: () => 'z' } })).toEqual({ a: 'x', b: { c: 'y' } });
  });

  it("fetches another language's catalogue only when that language is chosen", async () => {
    const fil = vi.fn(async () => ({ routes: { goHome: 'Bumalik sa simula', count: (n: number) => `${n}` } }));
    const instance = createInstance();
    await instance.use(catalogueBackend({ fil })).init({
      resources: { en: { translation: { routes: { goHome: 'Go home' } } } },
      partialBundledLanguages: true,
      lng: 'en',
      fallbackLng: 'en',
      supportedLngs: ['en', 'fil'],
    });
    expect(instance.t('routes.goHome')).toBe('Go home');
    expect(fil).not.toHaveBeenCalled();

    await instance.changeLanguage('fil');
    expect(fil).toHaveBeenCalledTimes(1);
    expect(instance.t('routes.goHome')).toBe('Bumalik sa simula');
  });
});
