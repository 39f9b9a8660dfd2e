/** The docs editor's unpublish and delete: buttons, the delete confirmation and their outcomes. Staff only. */
import type { Translation } from '../keys';

const en = {
  docsPublishing: {
    heading: 'Take off the site',
    unpublish: 'Unpublish',
    unpublished: '“{{name}}” is no longer on the site; its text is kept as a draft.',
    delete: 'Delete…',
    confirmTitle: 'Delete “{{name}}”?',
    confirmText: 'This removes the {{kind}} in {{lang}} for good (its other languages stay). Visitors no longer find it.',
    confirm: 'Delete',
    cancel: 'Cancel',
    deleted: '“{{name}}” was deleted.',
    hasChildren: '“{{name}}” still holds {{count}} item(s). Move or delete them first.',
    hasPublishedChildren: '“{{name}}” still holds published items. Unpublish or move them first.',
  },
};

const cn = {
  docsPublishing: {
    heading: '从网站撤下',
    unpublish: '取消发布',
    unpublished: '“{{name}}”已不在网站上；其内容保留为草稿。',
    delete: '删除…',
    confirmTitle: '删除“{{name}}”？',
    confirmText: '这将永久删除{{lang}}版本的{{kind}}（其他语言版本保留）。访客将无法再找到它。',
    confirm: '删除',
    cancel: '取消',
    deleted: '“{{name}}”已删除。',
    hasChildren: '“{{name}}”下仍有 {{count}} 项内容。请先移动或删除它们。',
    hasPublishedChildren: '“{{name}}”下仍有已发布的内容。请先取消发布或移动它们。',
  },
} satisfies Translation<typeof en>;

const ja = {
  docsPublishing: {
    heading: 'サイトから取り下げる',
    unpublish: '公開を取り消す',
    unpublished: '「{{name}}」はサイトに表示されなくなりました。本文は下書きとして残ります。',
    delete: '削除…',
    confirmTitle: '「{{name}}」を削除しますか？',
    confirmText: '{{lang}}の{{kind}}を完全に削除します（他の言語は残ります）。訪問者には見つからなくなります。',
    confirm: '削除',
    cancel: 'キャンセル',
    deleted: '「{{name}}」を削除しました。',
    hasChildren: '「{{name}}」にはまだ {{count}} 件の項目があります。先に移動または削除してください。',
    hasPublishedChildren: '「{{name}}」にはまだ公開中の項目があります。先に公開を取り消すか移動してください。',
  },
} satisfies Translation<typeof en>;

const ko = {
  docsPublishing: {
    heading: '사이트에서 내리기',
    unpublish: '게시 취소',
    unpublished: '“{{name}}”이(가) 더 이상 사이트에 표시되지 않습니다. 본문은 초안으로 보관됩니다.',
    delete: '삭제…',
    confirmTitle: '“{{name}}”을(를) 삭제할까요?',
    confirmText: '{{lang}}의 {{kind}}을(를) 영구히 삭제합니다(다른 언어는 유지). 방문자는 더 이상 찾을 수 없습니다.',
    confirm: '삭제',
    cancel: '취소',
    deleted: '“{{name}}”을(를) 삭제했습니다.',
    hasChildren: '“{{name}}” 아래에 아직 {{count}}개 항목이 있습니다. 먼저 옮기거나 삭제하세요.',
    hasPublishedChildren: '“{{name}}” 아래에 아직 게시된 항목이 있습니다. 먼저 게시를 취소하거나 옮기세요.',
  },
} satisfies Translation<typeof en>;

export default { en, cn, ja, ko };
