import { BRAND } from '../../../../contract/brand';
import { l } from '../../types';
import type { LegalPage } from './types';

const N = BRAND.name;

export const TAX: LegalPage = {
  path: '/tax-strategy/',
  name: l('Tax strategy', '税务策略', '税務方針', '세무 전략'),
  desc: l('Our approach to tax governance, risk and transparency.', '我们在税务治理、风险与透明度方面的做法。', '税務ガバナンス・リスク・透明性に関する方針。', '세무 거버넌스, 리스크, 투명성에 대한 접근 방식.'),
  sections: [
    [l('Scope', '适用范围', '適用範囲', '적용 범위'), l(`This strategy applies to ${N} Pte. Ltd. and all its subsidiaries for the financial year ending 31 December 2025. Publishing it meets the UK requirement for groups with a UK presence.`, `本策略适用于 ${N} Pte. Ltd. 及其全部子公司截至 2025 年 12 月 31 日的财政年度。公布本策略符合英国对在英设有机构的集团的要求。`, `本方針は ${N} Pte. Ltd. とその全子会社の 2025 年 12 月 31 日に終わる事業年度に適用されます。英国に拠点を持つグループに求められる公表要件を満たすものです。`, `이 전략은 ${N} Pte. Ltd.와 모든 자회사의 2025년 12월 31일 종료 회계연도에 적용됩니다. 영국에 거점을 둔 그룹에 대한 영국의 공개 요건을 충족합니다.`)],
    [l('Governance', '治理', 'ガバナンス', '거버넌스'), l('The board approves this strategy each year. The chief financial officer is accountable for it, and a group tax team with local advisers runs day-to-day compliance.', '董事会每年审批本策略，首席财务官对其负责，集团税务团队会同当地顾问负责日常合规。', '取締役会が毎年本方針を承認し、最高財務責任者が責任を負い、グループ税務チームが現地アドバイザーとともに日々の法令順守を担います。', '이사회가 매년 이 전략을 승인하고 최고재무책임자가 책임지며 그룹 세무팀이 현지 자문과 함께 일상적인 신고 업무를 맡습니다.')],
    [l('Risk management', '风险管理', 'リスク管理', '리스크 관리'), l('Tax risks are recorded in the group risk register and reviewed each quarter. Significant transactions are checked by the tax team before they are signed.', '税务风险记入集团风险登记册并每季度复核；重大交易在签署前须经税务团队审核。', '税務リスクはグループのリスク台帳に記録して四半期ごとに見直し、重要な取引は署名前に税務チームが確認します。', '세무 리스크는 그룹 리스크 대장에 기록해 분기마다 검토하며 중요한 거래는 서명 전에 세무팀이 확인합니다.')],
    [l('Attitude to tax planning', '税务筹划态度', 'タックスプランニングへの姿勢', '조세 계획에 대한 태도'), l('We use the reliefs the law offers for research and investment, but we do not enter into arrangements whose main purpose is to avoid tax or that lack commercial substance.', '我们会使用法律为研发与投资提供的优惠，但不会采用以避税为主要目的或缺乏商业实质的安排。', '研究開発や投資に対して法律が認める優遇措置は利用しますが、租税回避を主目的とする取引や経済的実体のない取引は行いません。', '연구개발과 투자에 대해 법이 허용하는 공제는 활용하지만 조세 회피가 주목적이거나 상업적 실체가 없는 거래는 하지 않습니다.')],
    [l('Level of risk we accept', '可接受的风险水平', '許容するリスクの水準', '수용하는 리스크 수준'), l('Our appetite for tax risk is low. Where the law is unclear we take advice and, where possible, agree the position with the tax authority in advance.', '我们对税务风险的容忍度较低。法律规定不明确时，我们会咨询专业意见，并尽可能事先与税务机关确认处理方式。', '税務リスクの許容度は低く、法律が不明確な場合は専門家に相談し、可能であれば事前に税務当局と見解をすり合わせます。', '세무 리스크 허용 수준은 낮습니다. 법이 불분명하면 자문을 받고 가능하면 세무 당국과 미리 입장을 맞춥니다.')],
    [l('Transfer pricing', '转让定价', '移転価格', '이전가격'), l('Transactions between group companies are priced at arm\'s length under OECD guidelines, and profits are reported where the work that earns them is done.', '集团内公司间交易按经合组织指南以独立交易原则定价，利润在创造该利润的工作所在地申报。', 'グループ会社間の取引は OECD ガイドラインに沿って独立企業間価格で行い、利益はそれを生む業務が行われた国で申告します。', '그룹 회사 간 거래는 OECD 지침에 따라 정상가격으로 하며 이익은 그 이익을 낸 업무가 이뤄진 곳에서 신고합니다.')],
    [l('Working with tax authorities', '与税务机关的合作', '税務当局との関係', '세무 당국과의 협력'), l('We deal with tax authorities openly and on time, answer their questions fully and correct any error we find as soon as we find it.', '我们以公开、及时的态度与税务机关沟通，完整回答其问询，发现错误后立即更正。', '税務当局とは誠実かつ期限どおりに対応し、質問には十分に回答し、誤りを見つけた場合は直ちに訂正します。', '세무 당국과 투명하고 기한에 맞게 소통하며 질문에 충실히 답하고 오류를 발견하면 즉시 바로잡습니다.')],
    [l('Review', '复审', '見直し', '검토'), l('This strategy is reviewed every year and was last approved by the board on 1 July 2025.', '本策略每年复审一次，最近一次由董事会于 2025 年 7 月 1 日批准。', '本方針は毎年見直され、直近では 2025 年 7 月 1 日に取締役会で承認されました。', '이 전략은 매년 검토되며 최근 2025년 7월 1일 이사회에서 승인되었습니다.')],
  ],
};
