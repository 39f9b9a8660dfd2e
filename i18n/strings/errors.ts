/** Error pages and API error messages. */
import type { Translation } from '../keys';

const en = {
  error: {
    forbidden: 'Sorry, you are not authorised',
    forbiddenDetail: 'Sorry, you do not have permission to access this page!',
    notFoundTitle: "Oops! That page can't be found",
    notFoundDetail: 'Sorry, the page you requested does not exist!',
    goHome: 'Go to the homepage.',
    unmatched: 'This page could not be found',
    server: 'Sorry, the server is experiencing an error. Please try again later.',
    statusLine: '{{status}} - {{message}}',
    secondFailure: 'An error occurred while showing the error page',
    requestFailed: 'request failed',
    network: 'network problem, please refresh and retry',
    unauthorized: 'unauthorized, please log in again',
    somethingWrong: 'something went wrong',
    timeout: 'request timed out, please refresh and retry',
  },
};

const cn = {
  error: {
    forbidden: '抱歉，您没有权限',
    forbiddenDetail: '抱歉，您没有权限访问此页面！',
    notFoundTitle: '哎呀！找不到该页面',
    notFoundDetail: '抱歉，您请求的页面不存在！',
    goHome: '返回首页。',
    unmatched: '找不到此页面',
    server: '抱歉，服务器出现错误，请稍后再试。',
    statusLine: '{{status}} - {{message}}',
    secondFailure: '显示错误页面时发生错误',
    requestFailed: '请求失败',
    network: '网络问题，请刷新后重试',
    unauthorized: '未授权，请重新登录',
    somethingWrong: '出了点问题',
    timeout: '请求超时，请刷新后重试',
  },
} satisfies Translation<typeof en>;

const ja = {
  error: {
    forbidden: '申し訳ありません。権限がありません',
    forbiddenDetail: '申し訳ありません。このページにアクセスする権限がありません！',
    notFoundTitle: 'ページが見つかりません',
    notFoundDetail: '申し訳ありません。リクエストされたページは存在しません！',
    goHome: 'ホームページへ戻る。',
    unmatched: 'このページは見つかりませんでした',
    server: '申し訳ありません。サーバーでエラーが発生しています。しばらくしてからもう一度お試しください。',
    statusLine: '{{status}} - {{message}}',
    secondFailure: 'エラーページの表示中にエラーが発生しました',
    requestFailed: 'リクエストに失敗しました',
    network: 'ネットワークに問題があります。更新して再試行してください',
    unauthorized: '認証されていません。もう一度ログインしてください',
    somethingWrong: '問題が発生しました',
    timeout: 'リクエストがタイムアウトしました。更新して再試行してください',
  },
} satisfies Translation<typeof en>;

const ko = {
  error: {
    forbidden: '죄송합니다. 권한이 없습니다',
    forbiddenDetail: '죄송합니다. 이 페이지에 접근할 권한이 없습니다!',
    notFoundTitle: '페이지를 찾을 수 없습니다',
    notFoundDetail: '죄송합니다. 요청하신 페이지가 존재하지 않습니다!',
    goHome: '홈페이지로 이동.',
    unmatched: '이 페이지를 찾을 수 없습니다',
    server: '죄송합니다. 서버에 오류가 발생했습니다. 잠시 후 다시 시도해 주세요.',
    statusLine: '{{status}} - {{message}}',
    secondFailure: '오류 페이지를 표시하는 중 오류가 발생했습니다',
    requestFailed: '요청 실패',
    network: '네트워크 문제입니다. 새로 고침 후 다시 시도해 주세요',
    unauthorized: '인증되지 않았습니다. 다시 로그인해 주세요',
    somethingWrong: '문제가 발생했습니다',
    timeout: '요청 시간이 초과되었습니다. 새로 고침 후 다시 시도해 주세요',
  },
} satisfies Translation<typeof en>;

export default { en, cn, ja, ko };
