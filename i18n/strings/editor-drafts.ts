/** The editor's safety net: named field errors, unsaved work kept on the device, and two editors' saves meeting. */
import type { Translation } from '../keys';

const en = {
  editorDrafts: {
    restore: {
      notice: 'You have unsaved changes from {{time}}.',
      restore: 'Restore',
      older: 'They were made on version {{version}}, and someone has saved since: restoring shows your work beside theirs before anything is saved.',
      discard: 'Discard',
      restored: 'Your unsaved changes are back in the form. Save to keep them.',
    },
    offline: {
      waiting: 'You are offline, so this was not saved. Your changes are kept on this device and will be saved when the connection returns.',
      retrying: 'Back online: saving your changes…',
    },
    errors: {
      heading: 'These fields need attention before this can be saved:',
      unnamed: 'A field',
    },
    conflict: {
      title: 'Someone else saved this while you were editing',
      who: '{{who}} saved version {{version}} at {{time}}.',
      unknown: 'A newer version was saved.',
      loading: 'Loading the saved version…',
      field: 'Field',
      mine: 'Yours (not saved)',
      theirs: 'Saved version',
      byThem: 'changed by them',
      same: 'Your work and the saved version are the same.',
      keepMine: 'Keep mine and save over theirs',
      takeTheirs: 'Take theirs',
      copyMine: 'Copy mine, then reload',
      copied: 'Your version was copied to the clipboard; the form now shows the saved version.',
      copyFailed: 'The clipboard refused. Copy your version from this box, then choose again:',
      close: 'Close',
    },
    diff: {
      title: 'Title',
      summary: 'Description',
      data: 'Content',
      module: 'Module "{{name}}"',
      absent: '(not there)',
      position: 'position {{n}}',
      empty: '(empty)',
    },
  },
};

const cn = {
  editorDrafts: {
    restore: {
      notice: '您有 {{time}} 的未保存更改。',
      restore: '恢复',
      older: '这些更改基于版本 {{version}}，之后已有人保存：恢复时会先并排显示您的内容和对方的内容，不会直接保存。',
      discard: '丢弃',
      restored: '未保存的更改已恢复到表单中。请保存以保留它们。',
    },
    offline: {
      waiting: '您已离线，因此未能保存。您的更改保存在本设备上，连接恢复后将自动保存。',
      retrying: '已恢复连接：正在保存您的更改…',
    },
    errors: {
      heading: '保存前请修正以下字段：',
      unnamed: '某个字段',
    },
    conflict: {
      title: '您编辑期间其他人保存了此内容',
      who: '{{who}} 于 {{time}} 保存了版本 {{version}}。',
      unknown: '已保存了更新的版本。',
      loading: '正在加载已保存的版本…',
      field: '字段',
      mine: '您的（未保存）',
      theirs: '已保存的版本',
      byThem: '由对方修改',
      same: '您的内容与已保存的版本相同。',
      keepMine: '保留我的并覆盖对方的',
      takeTheirs: '采用对方的',
      copyMine: '复制我的，然后重新加载',
      copied: '您的版本已复制到剪贴板；表单现在显示已保存的版本。',
      copyFailed: '剪贴板不可用。请从此框中复制您的版本，然后重新选择：',
      close: '关闭',
    },
    diff: {
      title: '标题',
      summary: '描述',
      data: '内容',
      module: '模块"{{name}}"',
      absent: '（不存在）',
      position: '第 {{n}} 位',
      empty: '（空）',
    },
  },
} satisfies Translation<typeof en>;

const ja = {
  editorDrafts: {
    restore: {
      notice: '{{time}} の未保存の変更があります。',
      restore: '復元',
      older: 'これはバージョン {{version}} で行った変更で、その後ほかの人が保存しています。復元すると、保存する前にあなたの内容と相手の内容を並べて表示します。',
      discard: '破棄',
      restored: '未保存の変更をフォームに戻しました。残すには保存してください。',
    },
    offline: {
      waiting: 'オフラインのため保存されませんでした。変更はこの端末に保持され、接続が戻ると保存されます。',
      retrying: 'オンラインに戻りました：変更を保存しています…',
    },
    errors: {
      heading: '保存する前に次の項目を確認してください：',
      unnamed: 'ある項目',
    },
    conflict: {
      title: '編集中に他の人がこの内容を保存しました',
      who: '{{who}} が {{time}} にバージョン {{version}} を保存しました。',
      unknown: '新しいバージョンが保存されています。',
      loading: '保存済みのバージョンを読み込んでいます…',
      field: '項目',
      mine: 'あなたの内容（未保存）',
      theirs: '保存済みのバージョン',
      byThem: '相手が変更',
      same: 'あなたの内容と保存済みのバージョンは同じです。',
      keepMine: '自分の内容で上書き保存',
      takeTheirs: '相手の内容を採用',
      copyMine: '自分の内容をコピーして再読み込み',
      copied: 'あなたの内容をクリップボードにコピーしました。フォームには保存済みのバージョンが表示されています。',
      copyFailed: 'クリップボードを使えませんでした。この欄から内容をコピーしてから、もう一度選んでください：',
      close: '閉じる',
    },
    diff: {
      title: 'タイトル',
      summary: '説明',
      data: '内容',
      module: 'モジュール「{{name}}」',
      absent: '（なし）',
      position: '{{n}} 番目',
      empty: '（空）',
    },
  },
} satisfies Translation<typeof en>;

const ko = {
  editorDrafts: {
    restore: {
      notice: '{{time}}에 저장하지 않은 변경 사항이 있습니다.',
      restore: '복원',
      older: '버전 {{version}}에서 작성한 변경 사항이며 그 뒤 다른 사람이 저장했습니다. 복원하면 저장하기 전에 내 내용과 상대 내용을 나란히 보여 줍니다.',
      discard: '버리기',
      restored: '저장하지 않은 변경 사항을 양식에 되돌렸습니다. 유지하려면 저장하세요.',
    },
    offline: {
      waiting: '오프라인이어서 저장되지 않았습니다. 변경 사항은 이 기기에 보관되며 연결이 돌아오면 저장됩니다.',
      retrying: '다시 온라인: 변경 사항을 저장하는 중…',
    },
    errors: {
      heading: '저장하기 전에 다음 항목을 확인하세요:',
      unnamed: '어떤 항목',
    },
    conflict: {
      title: '편집하는 동안 다른 사람이 이 내용을 저장했습니다',
      who: '{{who}}님이 {{time}}에 버전 {{version}}을(를) 저장했습니다.',
      unknown: '더 새로운 버전이 저장되었습니다.',
      loading: '저장된 버전을 불러오는 중…',
      field: '항목',
      mine: '내 내용(저장 안 됨)',
      theirs: '저장된 버전',
      byThem: '상대가 변경',
      same: '내 내용과 저장된 버전이 같습니다.',
      keepMine: '내 내용으로 덮어써서 저장',
      takeTheirs: '상대 내용 사용',
      copyMine: '내 내용을 복사한 뒤 다시 불러오기',
      copied: '내 내용을 클립보드에 복사했습니다. 양식에는 저장된 버전이 표시됩니다.',
      copyFailed: '클립보드를 쓸 수 없습니다. 이 상자에서 내용을 복사한 뒤 다시 선택하세요:',
      close: '닫기',
    },
    diff: {
      title: '제목',
      summary: '설명',
      data: '내용',
      module: '모듈 "{{name}}"',
      absent: '(없음)',
      position: '{{n}}번째',
      empty: '(비어 있음)',
    },
  },
} satisfies Translation<typeof en>;

export default { en, cn, ja, ko };
