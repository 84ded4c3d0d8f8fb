import { ErrorCode, type ErrorCodeValue } from '../http/app-error.ts';
import type { Language } from './language.ts';

type Texts = Record<Language, string>;

// The texts of spec section 8 where the spec gives one; the rest written in the same voice.
const messages: Record<ErrorCodeValue, Texts> = {
  [ErrorCode.SYSTEM_FAILURE]: {
    EN: 'System failure, please refresh and retry!',
    ZH: '系统故障，请刷新后重试！',
    ZHT: '系統故障，請重新整理後重試！',
  },
  [ErrorCode.BAD_REQUEST]: {
    EN: 'The request is not valid: {detail}',
    ZH: '请求无效：{detail}',
    ZHT: '請求無效：{detail}',
  },
  [ErrorCode.UNKNOWN_REQUEST]: {
    EN: 'Unknown request.',
    ZH: '未知的请求。',
    ZHT: '未知的請求。',
  },
  [ErrorCode.FORBIDDEN]: {
    EN: 'You are not allowed to do this.',
    ZH: '您无权执行此操作。',
    ZHT: '您無權執行此操作。',
  },
  [ErrorCode.UNREADABLE_SECRET]: {
    EN: 'The password could not be read. Please reload the page and try again.',
    ZH: '无法读取密码，请重新加载页面后重试。',
    ZHT: '無法讀取密碼，請重新載入頁面後重試。',
  },
  [ErrorCode.BODY_TOO_LARGE]: {
    EN: 'The request is too large.',
    ZH: '请求内容过大。',
    ZHT: '請求內容過大。',
  },
  [ErrorCode.BAD_SYSTEM_TOKEN]: {
    EN: 'This client is not recognised.',
    ZH: '无法识别此客户端。',
    ZHT: '無法識別此用戶端。',
  },
  [ErrorCode.SESSION_INVALID]: {
    EN: 'Your session is not valid. Please log in again.',
    ZH: '您的会话无效，请重新登录。',
    ZHT: '您的工作階段無效，請重新登入。',
  },
  [ErrorCode.USER_UNKNOWN]: {
    EN: 'The username does not exist!',
    ZH: '用户名不存在！',
    ZHT: '用戶名稱不存在！',
  },
  [ErrorCode.WRONG_PASSWORD]: {
    EN: 'Username or password incorrect.',
    ZH: '用户名或密码不正确。',
    ZHT: '用戶名稱或密碼不正確。',
  },
  [ErrorCode.SESSION_EXPIRED]: {
    EN: 'Your session has expired. Please log in again.',
    ZH: '您的会话已过期，请重新登录。',
    ZHT: '您的工作階段已逾時，請重新登入。',
  },
  [ErrorCode.WRONG_CODE]: {
    EN: 'Please enter the correct verification code.',
    ZH: '请输入正确的验证码。',
    ZHT: '請輸入正確的驗證碼。',
  },
  [ErrorCode.LOCKED]: {
    EN: 'Your account has been locked after 5 unsuccessful logins. Please contact support to unlock it.',
    ZH: '由于连续 5 次登录失败，您的账户已被锁定。请联系客服解锁。',
    ZHT: '由於連續 5 次登入失敗，您的帳戶已被鎖定。請聯絡客服解鎖。',
  },
  [ErrorCode.PASSWORD_EXPIRED]: {
    EN: 'Your password has expired. Please change it now.',
    ZH: '您的密码已过期，请立即修改。',
    ZHT: '您的密碼已過期，請立即修改。',
  },
  [ErrorCode.PASSWORD_REUSED]: {
    EN: 'Old passwords cannot be reused, please pick a new password.',
    ZH: '不能重复使用旧密码，请设置新密码。',
    ZHT: '不能重複使用舊密碼，請設定新密碼。',
  },
  [ErrorCode.OLD_PASSWORD_WRONG]: {
    EN: 'Invalid old password!',
    ZH: '旧密码不正确！',
    ZHT: '舊密碼不正確！',
  },
  [ErrorCode.PASSWORD_POLICY]: {
    EN: 'Including numbers, letters, special characters, with a length of at least 8 digits',
    ZH: '须包含数字、字母和特殊字符，长度至少 8 位',
    ZHT: '須包含數字、字母和特殊字元，長度至少 8 位',
  },
  [ErrorCode.CODE_RATE_LIMITED]: {
    EN: 'A verification code was sent a moment ago. Please wait a minute before asking for another.',
    ZH: '验证码刚刚已发送，请稍候一分钟再重新获取。',
    ZHT: '驗證碼剛剛已發送，請稍候一分鐘再重新取得。',
  },
  [ErrorCode.TOO_MANY_ATTEMPTS]: {
    EN: 'Too many attempts. Please try again later.',
    ZH: '尝试次数过多，请稍后再试。',
    ZHT: '嘗試次數過多，請稍後再試。',
  },
  [ErrorCode.TERMS_NOT_ACCEPTED]: {
    EN: 'Please read and accept the Terms of Use before changing your password.',
    ZH: '请先阅读并同意使用条款，再修改密码。',
    ZHT: '請先閱讀並同意使用條款，再修改密碼。',
  },
  [ErrorCode.NO_SUCH_TENDER]: {
    EN: 'Have no such tender',
    ZH: '没有此招标',
    ZHT: '沒有此招標',
  },
  [ErrorCode.ACTION_NOT_ALLOWED]: {
    EN: 'This action is not allowed in the current status of the tender.',
    ZH: '招标当前状态不允许此操作。',
    ZHT: '招標當前狀態不允許此操作。',
  },
  [ErrorCode.TENDER_EXPIRED]: {
    EN: 'The tender has expired, return to the list and refresh',
    ZH: '招标已截止，请返回列表并刷新',
    ZHT: '招標已截止，請返回列表並重新整理',
  },
  [ErrorCode.ALREADY_QUOTED]: {
    EN: 'Quotation already quoted and cannot be quoted again',
    ZH: '报价已提交，不能再次报价',
    ZHT: '報價已提交，不能再次報價',
  },
  [ErrorCode.HARD_COPY]: {
    EN: 'This tender is collected in hard copy: the quotation is submitted or declined on paper.',
    ZH: '此招标以纸本方式收取：报价须以纸本提交或拒绝。',
    ZHT: '此招標以紙本方式收取：報價須以紙本提交或拒絕。',
  },
  [ErrorCode.CONCURRENT_CHANGE]: {
    EN: 'This tender was changed at the same time by another action. Please reload it and try again.',
    ZH: '此招标刚被另一操作同时修改，请重新加载后再试。',
    ZHT: '此招標剛被另一操作同時修改，請重新載入後再試。',
  },
  [ErrorCode.LINES_INVALID]: {
    EN: 'Please check the lines with these numbers: {seqnos}{andMore}',
    ZH: '请检查以下序号的行：{seqnos}{andMore}',
    ZHT: '請檢查以下序號的行：{seqnos}{andMore}',
  },
  [ErrorCode.ATTACHMENTS_NOT_DOWNLOADED]: {
    EN: 'Please download all tender attachments before submitting the quotation.',
    ZH: '提交报价前，请先下载所有招标附件。',
    ZHT: '提交報價前，請先下載所有招標附件。',
  },
  [ErrorCode.SITE_INSPECTION_NOT_CONFIRMED]: {
    EN: 'Please confirm that you attended all site inspections before submitting the quotation.',
    ZH: '提交报价前，请确认您已参加所有现场视察。',
    ZHT: '提交報價前，請確認您已參加所有實地視察。',
  },
  [ErrorCode.DISCOUNT_REMARK_MISSING]: {
    EN: 'The final discount rate is over 100%: please give a remark or reason before submitting.',
    ZH: '最终折扣率超过 100%：提交前请填写备注或原因。',
    ZHT: '最終折扣率超過 100%：提交前請填寫備註或原因。',
  },
  [ErrorCode.DOCUMENT_NOT_FOUND]: {
    EN: 'The document does not exist or you cannot access it.',
    ZH: '文件不存在或您无权访问。',
    ZHT: '文件不存在或您無權存取。',
  },
  [ErrorCode.FILE_TOO_LARGE]: {
    EN: 'Only files within {size} can be uploaded!',
    ZH: '只能上传 {size} 以内的文件！',
    ZHT: '只能上載 {size} 以內的檔案！',
  },
  [ErrorCode.IMAGE_TOO_LARGE]: {
    EN: 'Pictures must be within 2M.',
    ZH: '图片大小须在 2M 以内。',
    ZHT: '圖片大小須在 2M 以內。',
  },
  [ErrorCode.DUPLICATE_FILE_NAME]: {
    EN: 'Do not upload files with duplicate names',
    ZH: '请勿上传同名文件',
    ZHT: '請勿上載同名檔案',
  },
  [ErrorCode.UPLOAD_NOT_ALLOWED_IN_STATUS]: {
    EN: 'Attachment cannot be uploaded in current status',
    ZH: '当前状态下不能上传附件',
    ZHT: '當前狀態下不能上載附件',
  },
  [ErrorCode.FILE_NAME_INVALID]: {
    EN: 'The file name is not valid.',
    ZH: '文件名无效。',
    ZHT: '檔案名稱無效。',
  },
  [ErrorCode.DOWNLOAD_LINK_INVALID]: {
    EN: 'The download link is not valid or has expired. Please open the file again from the portal.',
    ZH: '下载链接无效或已过期，请从门户重新打开文件。',
    ZHT: '下載連結無效或已逾時，請從入口網站重新開啟檔案。',
  },
  [ErrorCode.FILE_TYPE_NOT_ALLOWED]: {
    EN: 'Files of this type cannot be uploaded. Accepted types: {types}.',
    ZH: '不能上传此类型的文件。可上传的类型：{types}。',
    ZHT: '不能上載此類型的檔案。可上載的類型：{types}。',
  },
  [ErrorCode.HOMEPAGE_URL_INVALID]: {
    EN: 'The URL must start with http:// or https://',
    ZH: '网址必须以 http:// 或 https:// 开头',
    ZHT: '網址必須以 http:// 或 https:// 開頭',
  },
  [ErrorCode.TOO_MANY_CERTIFICATES]: {
    EN: 'A service scope can hold at most 5 certificates.',
    ZH: '每个服务范围最多可有 5 张证书。',
    ZHT: '每個服務範圍最多可有 5 張證書。',
  },
  [ErrorCode.NOT_HARD_COPY]: {
    EN: 'Only the prices of a hard-copy tender are input by staff.',
    ZH: '只有纸本招标的价格可由职员录入。',
    ZHT: '只有紙本招標的價格可由職員輸入。',
  },
  [ErrorCode.WORK_ORDER_NOT_FOUND]: {
    EN: 'The work order does not exist or is not assigned to you.',
    ZH: '工单不存在或未分派给您。',
    ZHT: '工單不存在或未分派給您。',
  },
  [ErrorCode.NOT_WORKFLOW_OWNER]: {
    EN: 'Only the workflow owner of the work order can do this.',
    ZH: '只有工单的流程负责人才能执行此操作。',
    ZHT: '只有工單的流程負責人才能執行此操作。',
  },
  [ErrorCode.WORK_ORDER_ACTION_NOT_ALLOWED]: {
    EN: 'The workflow cannot be submitted in the current status of the work order.',
    ZH: '工单当前状态下不能提交流程。',
    ZHT: '工單當前狀態下不能提交流程。',
  },
  [ErrorCode.QUESTION_REQUIRED]: {
    EN: 'Please enter your question.',
    ZH: '请输入您的问题。',
    ZHT: '請輸入您的問題。',
  },
  [ErrorCode.QUESTION_TOO_LONG]: {
    EN: 'A question can have at most {max} characters.',
    ZH: '问题最多可输入 {max} 个字符。',
    ZHT: '問題最多可輸入 {max} 個字元。',
  },
  [ErrorCode.NO_TENDER_ATTACHMENTS]: {
    EN: 'This tender has no attachments to download.',
    ZH: '此招标没有可下载的附件。',
    ZHT: '此招標沒有可下載的附件。',
  },
};

// A list cut short (params.more: how many were left out) ends in the reader's language.
const AND_MORE: Texts = { EN: ' and {more} more', ZH: ' 等，另有 {more} 行', ZHT: ' 等，另有 {more} 行' };

/** The caller-language text of a result code, with `{name}` placeholders filled in. */
export function errorMessage(
  code: ErrorCodeValue,
  lang: Language,
  params: Record<string, string> = {},
): string {
  const template = messages[code][lang];
  const filled: Record<string, string> = {
    ...params,
    andMore: params.more ? AND_MORE[lang].replace('{more}', params.more) : '',
  };
  return template.replace(/\{(\w+)\}/g, (_, name: string) => filled[name] ?? '');
}
