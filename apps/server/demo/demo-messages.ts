import type { ImportMessage } from '@tender/api-contract';

// The message templates of spec section 7 in the three languages, as the tender office words them.
const TEMPLATES: Record<string, { EN: string; ZH: string; ZHT: string }> = {
  gettips: {
    EN: 'A verification code has been sent to your registered e-mail address. It is valid for 15 minutes.',
    ZH: '验证码已发送至您的注册电邮地址，15 分钟内有效。',
    ZHT: '驗證碼已發送至您的註冊電郵地址，15 分鐘內有效。',
  },
  timeout: {
    EN: 'You have been signed out after 30 minutes without activity. Please sign in again to continue.',
    ZH: '由于 30 分钟内没有任何操作，您已被登出。请重新登录以继续。',
    ZHT: '由於 30 分鐘內沒有任何操作，您已被登出。請重新登入以繼續。',
  },
  UPLOADTIPS: {
    EN: 'You may upload PDF, Word, Excel, PowerPoint and OpenDocument files, CSV and text files, images (JPG, PNG, GIF, BMP, WEBP, TIFF, SVG) and CAD drawings (DWG, DXF) of up to 100 MB each. Uploaded attachments form part of your quotation once it is submitted.',
    ZH: '可上传 PDF、Word、Excel、PowerPoint 及 OpenDocument 文件，CSV 及文本文件，图片（JPG、PNG、GIF、BMP、WEBP、TIFF、SVG）及 CAD 图纸（DWG、DXF），每个文件不超过 100 MB。报价提交后，已上传的附件将成为报价的一部分。',
    ZHT: '可上載 PDF、Word、Excel、PowerPoint 及 OpenDocument 檔案，CSV 及文字檔，圖片（JPG、PNG、GIF、BMP、WEBP、TIFF、SVG）及 CAD 圖則（DWG、DXF），每個檔案不超過 100 MB。報價提交後，已上載的附件將成為報價的一部分。',
  },
  savetips: {
    EN: 'Your quotation has been saved but not submitted. Please submit it before the closing date and time.',
    ZH: '您的报价已保存，但尚未提交。请于截标日期及时间前提交。',
    ZHT: '您的報價已儲存，但尚未提交。請於截標日期及時間前提交。',
  },
  nodecline: {
    EN: 'This tender is collected in hard copy and cannot be declined online. Please inform the Tender Office in writing if you do not intend to quote.',
    ZH: '本招标以纸本形式收回，不能在网上拒绝。如您不打算报价，请以书面形式通知招标办公室。',
    ZHT: '本招標以紙本形式收回，不能在網上拒絕。如您不打算報價，請以書面形式通知招標辦公室。',
  },
  noreminder: {
    EN: 'Please confirm that you have read the tender reminder and all tender documents before submitting your quotation.',
    ZH: '提交报价前，请确认您已阅读招标提示及全部招标文件。',
    ZHT: '提交報價前，請確認您已閱讀招標提示及全部招標文件。',
  },
};

export function demoMessages(): ImportMessage[] {
  return Object.entries(TEMPLATES).flatMap(([templateid, text]) =>
    (['EN', 'ZH', 'ZHT'] as const).map((language) => ({ templateid, language, message: text[language] })),
  );
}
