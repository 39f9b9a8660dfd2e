import { render, screen } from '@testing-library/react';
import { I18nProvider, type Locale } from '../i18n';
import RenderModules from './RenderModules';
import type { RenderableModule, SkipReason } from './types';

const skipped = (id: string, type: string, reason: SkipReason): RenderableModule => ({ id, name: `Module ${id}`, type, folder: '', interactive: false, details: null, data: null, skipped: reason });

function renderIn(locale: Locale, modules: RenderableModule[]) {
  return render(
    <I18nProvider locale={locale}>
      <RenderModules modules={modules} />
    </I18nProvider>,
  );
}

describe('a skipped module in preview', () => {
  it('shows, in its place, a notice naming the unknown type or the failed field and its message', () => {
    renderIn('en', [
      skipped('1', 'noSuchType', { kind: 'unknownType' }),
      skipped('2', 'banner', { kind: 'invalidField', field: 'slides.0.url', message: 'Expected a string matching …' }),
      skipped('3', 'cta', { kind: 'invalidJson' }),
      skipped('4', 'newsList', { kind: 'loaderFailed', message: 'upstream down' }),
    ]);
    expect(screen.getAllByRole('note').map((n) => n.querySelector('p')!.textContent)).toEqual([
      'Not shown: unknown module type noSuchType.',
      'Not shown: field `slides.0.url` of this banner module failed: Expected a string matching …',
      'Not shown: the details of this cta module are not valid JSON.',
      'Not shown: this newsList module’s data could not be loaded: upstream down',
    ]);
    expect(document.querySelector('#module-2 [data-skipped="invalidField"]')).not.toBeNull();
  });

  it.each([
    ['cn', '未显示：此 banner 模块的字段 `slides.0.url` 校验失败：bad'],
    ['ja', '非表示：この banner モジュールのフィールド `slides.0.url` が検証に失敗しました：bad'],
    ['ko', '표시 안 됨: 이 banner 모듈의 필드 `slides.0.url` 검사 실패: bad'],
  ] as const)('says it in %s', (locale, text) => {
    renderIn(locale, [skipped('1', 'banner', { kind: 'invalidField', field: 'slides.0.url', message: 'bad' })]);
    expect(screen.getByRole('note').querySelector('p')).toHaveTextContent(text);
  });
});
