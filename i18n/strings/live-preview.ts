/** The editor's live preview beside the form: the page as the draft renders, at three widths. */
import type { Translation } from '../keys';

const en = {
  livePreview: {
    heading: 'Live preview',
    frame: 'Live preview of {{path}} ({{lang}}), unsaved changes included',
    width: 'Preview width',
    desktop: 'Desktop',
    tablet: 'Tablet',
    phone: 'Phone',
    updating: 'Updating…',
    updated: 'Preview shows your latest changes (not saved).',
    failed: 'The preview could not be updated: {{message}}',
    hint: 'Click a module in the preview to edit its fields.',
  },
};

const cn = {
  livePreview: {
    heading: '实时预览',
    frame: '{{path}}（{{lang}}）的实时预览，包含未保存的修改',
    width: '预览宽度',
    desktop: '桌面',
    tablet: '平板',
    phone: '手机',
    updating: '正在更新…',
    updated: '预览已显示您最新的修改（尚未保存）。',
    failed: '预览无法更新：{{message}}',
    hint: '点击预览中的模块即可编辑其字段。',
  },
} satisfies Translation<typeof en>;

const ja = {
  livePreview: {
    heading: 'ライブプレビュー',
    frame: '{{path}}（{{lang}}）のライブプレビュー（未保存の変更を含む）',
    width: 'プレビューの幅',
    desktop: 'デスクトップ',
    tablet: 'タブレット',
    phone: 'スマートフォン',
    updating: '更新中…',
    updated: 'プレビューに最新の変更を表示しています（未保存）。',
    failed: 'プレビューを更新できませんでした：{{message}}',
    hint: 'プレビュー内のモジュールをクリックすると、その項目を編集できます。',
  },
} satisfies Translation<typeof en>;

const ko = {
  livePreview: {
    heading: '실시간 미리보기',
    frame: '{{path}}({{lang}})의 실시간 미리보기, 저장하지 않은 변경 포함',
    width: '미리보기 너비',
    desktop: '데스크톱',
    tablet: '태블릿',
    phone: '휴대폰',
    updating: '업데이트 중…',
    updated: '미리보기에 최신 변경 사항이 표시됩니다(저장되지 않음).',
    failed: '미리보기를 업데이트하지 못했습니다: {{message}}',
    hint: '미리보기에서 모듈을 클릭하면 해당 필드를 편집할 수 있습니다.',
  },
} satisfies Translation<typeof en>;

export default { en, cn, ja, ko };
