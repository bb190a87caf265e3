import type { LanguageCode } from '@core/shared/languages.js';

/** The printed WPA form's labels in the three languages (spec 000 §1: EN, TC, SC). */
export interface PdfLabels {
  title: string;
  status: string;
  partOne: string;
  student: string;
  studentId: string;
  programme: string;
  module: string;
  wilHours: string;
  period: string;
  company: string;
  address: string;
  supervisor: string;
  position: string;
  phone: string;
  email: string;
  activities: string;
  activity: string;
  proportion: string;
  partTwoA: string;
  question: string;
  rating: string;
  partTwoB: string;
  workPerformance: string;
  partTwoC: string;
  strengths: string;
  growth: string;
  comments: string;
  signature: string;
  signedBy: string;
  signatureDate: string;
  fromPaper: string;
  signatureUnreadable: string;
  mark: string;
  legend: string;
  ratings: Record<number, string>;
  statuses: Record<string, string>;
  printed: string;
}

const EN: PdfLabels = {
  title: 'Work Performance Appraisal (WPA) Form',
  status: 'Status',
  partOne: 'Part I: Student and WIL Partner Information',
  student: 'Student Name',
  studentId: 'Student ID',
  programme: 'Programme',
  module: 'Module',
  wilHours: 'Total WIL Hours',
  period: 'WIL Period',
  company: 'Company Name',
  address: 'Company Address',
  supervisor: 'Name of Industry Supervisor',
  position: 'Position',
  phone: 'Phone',
  email: 'Email',
  activities: 'Major Activities',
  activity: 'Activity',
  proportion: 'Proportion of Time Spent (%)',
  partTwoA: 'Part II-A: Competencies',
  question: 'Competency',
  rating: 'Rating',
  partTwoB: 'Part II-B: Work Performance',
  workPerformance: 'Overall Work Performance',
  partTwoC: 'Part II-C: Comments and Signature',
  strengths: 'Areas of Strength',
  growth: 'Areas for Growth',
  comments: 'Comments',
  signature: 'Signature of Industry Supervisor with Company Stamp',
  signedBy: 'Name',
  signatureDate: 'Date',
  fromPaper: 'Signed on the paper form (entered offline)',
  signatureUnreadable: 'The signature image cannot be read and is not printed.',
  mark: 'Mark',
  legend: 'Rating scale',
  ratings: { 5: 'Excellent', 4: 'Good', 3: 'Satisfactory', 2: 'Acceptable', 1: 'Unsatisfactory', 0: 'Unacceptable' },
  statuses: { ACCEPTED: 'Accepted', ACCEPTED_OFFLINE: 'Accepted (Offline)' },
  printed: 'Printed',
};

const TC: PdfLabels = {
  title: '工作表現評估（WPA）表格',
  status: '狀態',
  partOne: '第一部分：學生及 WIL 合作夥伴資料',
  student: '學生姓名',
  studentId: '學生編號',
  programme: '課程',
  module: '科目',
  wilHours: 'WIL 總時數',
  period: 'WIL 期間',
  company: '公司名稱',
  address: '公司地址',
  supervisor: '業界導師姓名',
  position: '職位',
  phone: '電話',
  email: '電郵',
  activities: '主要工作',
  activity: '工作',
  proportion: '所佔時間比例（%）',
  partTwoA: '第二部分 A：能力評估',
  question: '能力',
  rating: '評分',
  partTwoB: '第二部分 B：工作表現',
  workPerformance: '整體工作表現',
  partTwoC: '第二部分 C：評語及簽署',
  strengths: '強項',
  growth: '待改善範疇',
  comments: '評語',
  signature: '業界導師簽署及公司印章',
  signedBy: '姓名',
  signatureDate: '日期',
  fromPaper: '於紙本表格簽署（離線輸入）',
  signatureUnreadable: '無法讀取簽署圖像，故未有列印。',
  mark: '分數',
  legend: '評分準則',
  ratings: { 5: '優秀', 4: '良好', 3: '滿意', 2: '尚可', 1: '不滿意', 0: '不可接受' },
  statuses: { ACCEPTED: '已接受', ACCEPTED_OFFLINE: '已接受（離線）' },
  printed: '列印日期',
};

const SC: PdfLabels = {
  title: '工作表现评估（WPA）表格',
  status: '状态',
  partOne: '第一部分：学生及 WIL 合作伙伴资料',
  student: '学生姓名',
  studentId: '学生编号',
  programme: '课程',
  module: '科目',
  wilHours: 'WIL 总时数',
  period: 'WIL 期间',
  company: '公司名称',
  address: '公司地址',
  supervisor: '业界导师姓名',
  position: '职位',
  phone: '电话',
  email: '电邮',
  activities: '主要工作',
  activity: '工作',
  proportion: '所占时间比例（%）',
  partTwoA: '第二部分 A：能力评估',
  question: '能力',
  rating: '评分',
  partTwoB: '第二部分 B：工作表现',
  workPerformance: '整体工作表现',
  partTwoC: '第二部分 C：评语及签署',
  strengths: '强项',
  growth: '待改善范畴',
  comments: '评语',
  signature: '业界导师签署及公司印章',
  signedBy: '姓名',
  signatureDate: '日期',
  fromPaper: '于纸本表格签署（离线输入）',
  signatureUnreadable: '无法读取签署图像，故未有打印。',
  mark: '分数',
  legend: '评分准则',
  ratings: { 5: '优秀', 4: '良好', 3: '满意', 2: '尚可', 1: '不满意', 0: '不可接受' },
  statuses: { ACCEPTED: '已接受', ACCEPTED_OFFLINE: '已接受（离线）' },
  printed: '打印日期',
};

export const PDF_LABELS: Record<LanguageCode, PdfLabels> = { en: EN, 'zh-Hant': TC, 'zh-Hans': SC };
