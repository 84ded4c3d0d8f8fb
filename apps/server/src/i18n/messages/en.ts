// English, the reference catalogue of every text the server writes for a person: replies, mails,
// labels. zh.ts and zht.ts have exactly its keys (a type error otherwise) and the same `{name}`
// placeholders (i18n/messages.test.ts). Data imported into the database (message templates) is not here.

export const en = {
  // The texts of the result codes (spec section 8 where the spec gives one; the rest in the same voice).
  // `error.andMore` ends a list cut short.
  'error.SYSTEM_FAILURE': 'System failure, please refresh and retry!',
  'error.BAD_REQUEST': 'The request is not valid: {detail}',
  'error.UNKNOWN_REQUEST': 'Unknown request.',
  'error.FORBIDDEN': 'You are not allowed to do this.',
  'error.UNREADABLE_SECRET': 'The password could not be read. Please reload the page and try again.',
  'error.BODY_TOO_LARGE': 'The request is too large.',
  'error.BAD_SYSTEM_TOKEN': 'This client is not recognised.',
  'error.SESSION_INVALID': 'Your session is not valid. Please log in again.',
  'error.USER_UNKNOWN': 'The username does not exist!',
  'error.WRONG_PASSWORD': 'Username or password incorrect.',
  'error.SESSION_EXPIRED': 'Your session has expired. Please log in again.',
  'error.WRONG_CODE': 'Please enter the correct verification code.',
  'error.LOCKED':
    'Your account has been locked after 5 unsuccessful login attempts. Please contact supplier support to unlock it.',
  'error.PASSWORD_EXPIRED': 'Your password has expired. Please change it now.',
  'error.PASSWORD_REUSED': 'Old passwords cannot be reused, please pick a new password.',
  'error.OLD_PASSWORD_WRONG': 'Invalid old password!',
  'error.PASSWORD_POLICY':
    'Including numbers, letters, special characters, with a length of at least 8 digits',
  'error.CODE_RATE_LIMITED':
    'A verification code was sent a moment ago. Please wait a minute before asking for another.',
  'error.TOO_MANY_ATTEMPTS': 'Too many attempts. Please try again later.',
  'error.TERMS_NOT_ACCEPTED': 'Please read and accept the Terms of Use before changing your password.',
  'error.IMAGE_CODE_REQUIRED':
    'After several unsuccessful attempts, please also enter the image verification code below.',
  'error.IMAGE_CODE_WRONG':
    'The image verification code is incorrect or has expired. Please enter the new one.',
  'error.SIGN_IN_BUSY':
    'Other sign-in attempts for this account are still being checked. Please try again in a moment.',
  'error.SMS_NOT_SENT':
    'The text message with your code could not be sent. Please try again later, or sign in with your account name.',
  'error.NO_SUCH_TENDER': 'Have no such tender',
  'error.ACTION_NOT_ALLOWED': 'This action is not allowed in the current status of the tender.',
  'error.TENDER_EXPIRED': 'The tender has expired, return to the list and refresh',
  'error.ALREADY_QUOTED': 'Quotation already quoted and cannot be quoted again',
  'error.HARD_COPY':
    'This tender is collected in hard copy: the quotation is submitted or declined on paper.',
  'error.CONCURRENT_CHANGE':
    'This tender was changed at the same time by another action. Please reload it and try again.',
  'error.LINES_INVALID': 'Please check the lines with these numbers: {seqnos}{andMore}',
  'error.ATTACHMENTS_NOT_DOWNLOADED':
    'Please download all tender attachments before submitting the quotation.',
  'error.NOT_HARD_COPY': 'Only the prices of a hard-copy tender are input by staff.',
  'error.SITE_INSPECTION_NOT_CONFIRMED':
    'Please confirm that you attended all site inspections before submitting the quotation.',
  'error.SUBMITTED_ONLINE':
    'The supplier submitted this quotation online: a paper quote or decline cannot replace it.',
  'error.DISCOUNT_REMARK_MISSING':
    'The final discount rate is over 100%: please give a remark or reason before submitting.',
  'error.DOCUMENT_NOT_FOUND': 'The document does not exist or you cannot access it.',
  'error.FILE_TOO_LARGE': 'Only files within {size} can be uploaded!',
  'error.IMAGE_TOO_LARGE': 'Pictures must be within 2M.',
  'error.DUPLICATE_FILE_NAME': 'Do not upload files with duplicate names',
  'error.UPLOAD_NOT_ALLOWED_IN_STATUS': 'Attachment cannot be uploaded in current status',
  'error.FILE_NAME_INVALID': 'The file name is not valid.',
  'error.DOWNLOAD_LINK_INVALID':
    'The download link is not valid or has expired. Please open the file again from the portal.',
  'error.FILE_TYPE_NOT_ALLOWED': 'Files of this type cannot be uploaded. Accepted types: {types}.',
  'error.HOMEPAGE_URL_INVALID': 'The URL must start with http:// or https://',
  'error.TOO_MANY_CERTIFICATES': 'A service scope can hold at most 5 certificates.',
  'error.WORK_ORDER_NOT_FOUND': 'The work order does not exist or is not assigned to you.',
  'error.NOT_WORKFLOW_OWNER': 'Only the workflow owner of the work order can do this.',
  'error.WORK_ORDER_ACTION_NOT_ALLOWED':
    'The workflow cannot be submitted in the current status of the work order.',
  'error.QUESTION_REQUIRED': 'Please enter your question.',
  'error.QUESTION_TOO_LONG': 'A question can have at most {max} characters.',
  'error.NO_TENDER_ATTACHMENTS': 'This tender has no attachments to download.',
  'error.DISPLAY_NAME_REQUIRED': 'Please enter a display name.',
  'error.DISPLAY_NAME_TOO_LONG': 'A display name can have at most {max} characters.',
  'error.MOBILE_PREFIX_INVALID':
    'Please choose the country or region code of the mobile number: 0086, 0852, 0853 or 0886.',
  'error.MOBILE_NUMBER_INVALID': 'Please enter the mobile number for {prefix} as {format} (X is a digit).',
  'error.MOBILE_TAKEN':
    'This mobile number is already verified on another account. Please use another number, or contact supplier support.',
  'error.RFQ_NO_LINES': 'Add at least one line to the bill of quantities before publishing.',
  'error.CLOSING_DATE_PAST': 'The closing date must be in the future.',
  'error.BOQ_INVALID': 'The bill of quantities has errors: please correct the lines marked.',
  'error.ALREADY_INVITED': 'This supplier is already invited to the tender.',
  'error.NOT_SUBMITTED': 'Only a supplier who has submitted a quotation can be chosen.',
  'error.RFQ_CLOSED': 'The tender has closed: it can no longer be amended or extended to more suppliers.',
  'error.RFQ_NOT_CLOSED': 'Quotations stay sealed until the closing date.',
  'error.ANSWER_REQUIRED': 'Please enter an answer.',
  'error.RFQ_ACTION_NOT_ALLOWED': 'This cannot be done in the current stage of the tender.',
  'error.REASON_REQUIRED': 'Please give a reason.',
  'error.NO_SUCH_SUPPLIER': 'There is no supplier with this code.',
  'error.NO_INVITEES': 'Invite at least one supplier before publishing.',
  'error.RFQNUM_TAKEN':
    'This RFQ number cannot be used. Choose another, or leave it blank to be given the next number.',
  'error.NO_SUCH_QUESTION': 'The question does not exist or is not on a tender of your site.',
  'error.COLLECTION_FIXED':
    'A published tender keeps how its quotations are collected: {field} cannot be changed.',
  'error.AMEND_NOTICE':
    "Suppliers must have at least {hours} hours' notice: an amendment may not bring the closing date closer than that, and a change of lines or documents must move it at least {hours} hours from now.",
  'error.JUSTIFICATION_REQUIRED': 'Say why this award is made: a justification of at least 10 characters.',
  'error.LINE_AWARDED_TWICE':
    'Line {seqno} is awarded to more than one supplier; give each line to one supplier only.',
  'error.LINE_NOT_AWARDABLE':
    'Line {seqno} cannot be awarded to {supplier}: it is not a priced line of their quotation.',
  'error.NOTHING_AWARDED': 'The award gives no line to any supplier.',
  'error.PROPOSER_CANNOT_APPROVE':
    'You proposed this award: another approver of the site must approve or reject it.',
  'error.UNSEAL_PENDING': 'The quotations are still sealed: two people of the site must unseal them first.',
  'error.TEMPLATE_NAME_TAKEN': 'Your site already has a template of that name.',
  'error.NO_SUCH_TEMPLATE': 'That template no longer exists on your site.',
  'error.CRITERIA_WEIGHTS_TOTAL': 'The weights of the evaluation criteria must total 100%.',
  'error.CRITERIA_INVALID':
    'The evaluation criteria are not valid: price once, every other criterion named (at most 200 characters, no two alike), each weight a whole number from 1 to 100, at most 10 criteria.',
  'error.CRITERIA_FIXED':
    'The evaluation criteria were fixed when the tender was published; they cannot be changed by an amendment.',
  'error.SCORE_INVALID':
    'A score must be from 0 to 10 with at most one decimal, on one of the tender’s criteria other than price ({detail}).',
  'error.NO_CRITERIA': 'This tender has no evaluation criteria: it is ranked on price alone.',
  'error.REGISTRATION_OPEN':
    'That e-mail address already has an invitation to register that is open. It can be invited once it is approved.',
  'error.REGISTRATION_LINK_UNKNOWN':
    'This registration link is not valid. Please check that you opened the whole link from the mail.',
  'error.REGISTRATION_LINK_EXPIRED':
    'This registration link has expired. Please ask the buyer who invited you for a new one.',
  'error.REGISTRATION_LINK_USED':
    'This registration link has been used already. You can sign in once your registration is approved.',
  'error.LOGINID_TAKEN': 'That login id is taken. Please choose another.',
  'error.BR_NUMBER_REGISTERED':
    'A supplier with this business registration number is registered already. Please contact the buyer who invited you.',
  'error.NO_SUCH_REGISTRATION': 'No such registration on your site.',
  'error.REGISTRATION_DECIDED': 'This registration has been decided already.',
  'error.andMore': ' and {more} more',

  // Replies of sign-in and password calls.
  'auth.forgetCodeSent': 'The verification code will be sent if the given user account is valid.',
  'auth.passwordChanged': 'Password has been changed successfully',
  'auth.smsCodeSent':
    'A verification code has been sent by SMS to your mobile number ending in {last}. It is valid for {minutes} minutes.',
  'auth.forgetSmsSent':
    'The verification code will be sent by SMS if the given mobile number is verified on an account.',

  // The image verification code's accessible alternative (auth/image-code-challenge.ts): a sum in words,
  // answered in digits or words. `imageCode.numbers` lists zero to twenty, comma-separated.
  'imageCode.plus': 'What is {a} plus {b}?',
  'imageCode.minus': 'What is {a} minus {b}?',
  'imageCode.numbers':
    'zero,one,two,three,four,five,six,seven,eight,nine,ten,eleven,twelve,thirteen,fourteen,fifteen,sixteen,seventeen,eighteen,nineteen,twenty',

  // What every mail has (mail/mail-template.ts): `colon` stands between a label and its value (Chinese
  // text takes the full-width colon), then the greeting, and the footer with the company and support.
  'mail.colon': ': ',
  'mail.greeting': 'Dear {name},',
  'mail.signature': '{company} Supplier Portal',
  'mail.support': 'Questions? Please contact supplier support: {email}, {phone}.',
  'mail.automatic': 'This e-mail was sent automatically by the portal. Please do not reply to it.',
  'mail.tenderNo': 'Tender No.',
  'mail.description': 'Description',
  'mail.closingDate': 'Closing Date',
  'mail.roundClosingDate': 'Negotiation round closes',
  'mail.openTender': 'Open the tender in the portal',
  'mail.hardCopy': 'This tender is quoted in hard copy: your quotation is submitted on paper, not online.',

  // The e-mail that carries a verification code; the purpose is one of the codeMail.purpose texts.
  'codeMail.subject': '{company} Supplier Portal verification code',
  'codeMail.label': 'Your verification code',
  'codeMail.validity': 'It is valid for {minutes} minutes and can be used once.',
  'codeMail.notYou': 'If this was not you, please ignore this e-mail and let us know.',
  'codeMail.purpose.login': 'You are signing in to the Supplier Portal.',
  'codeMail.purpose.forget': 'You asked to reset your password.',

  // Codes by SMS (sms/code-sms.ts): one SMS segment each, 160 GSM-7 characters in English, 70 UCS-2 in
  // Chinese, with the longest values (sms/code-sms.test.ts; docs/deployment.md says what each takes).
  // Chinese texts start with the signature in 【】 that mainland carriers require.
  'sms.login':
    'Supplier Portal sign-in code: {code}. Valid for {minutes} min. Never share it: our staff will never ask for it.',
  'sms.forget':
    'Supplier Portal password reset code: {code}. Valid for {minutes} min. If you did not ask for it, ignore this message.',
  'sms.mobile':
    'Supplier Portal code to verify this mobile number: {code}. Valid for {minutes} min. Never share it.',

  // An invitation to quote, mailed to each user of the invited supplier once the import has committed.
  'invitationMail.subject': 'Invitation to tender: {tenderNo}',
  'invitationMail.intro': '{supplier} is invited to quote for the tender below.',
  'invitationMail.action':
    'Please acknowledge the invitation in the portal, then submit your quotation or decline the tender before the closing date.',

  // The buyer's answer to a question: to the asker, or (answered to all) to every invited supplier
  // without saying who asked.
  'answerMail.subject': 'Your question on tender {tenderNo} has been answered',
  'answerMail.intro': 'Your question on the tender below has been answered.',
  'answerMail.publicSubject': 'Clarification on tender {tenderNo}',
  'answerMail.publicIntro': 'A question on the tender below has been answered for every invited supplier.',
  'answerMail.question': 'Question',
  'answerMail.answer': 'Answer',

  // The reminder before closing, to a supplier that has neither submitted nor declined.
  'reminderMail.subject': 'Reminder: tender {tenderNo} closes on {closing}',
  'reminderMail.intro':
    'The tender below closes within {hours} hours, and we have not yet received your quotation or your decline.',
  'reminderMail.action':
    'Please submit your quotation, or decline the tender, before the closing date. If you have already done so, please ignore this reminder.',

  // An amendment of an open tender by the buyer (issue 17), to every user of each supplier still taking
  // part: what changed, old -> new (buyer fields only, issue 35), the reason and, to a supplier who had
  // submitted, that the quotation must be submitted again. `field.*` and `line.*` name what changed.
  'amendmentMail.subject': 'Tender amended: {tenderNo}',
  'amendmentMail.intro': 'The buyer has amended the tender below (amendment {revision}).',
  'amendmentMail.changes': 'What has changed:',
  'amendmentMail.fieldChange': '{field}: {from} → {to}',
  'amendmentMail.lineChange': 'Line {seqno}, {field}: {from} → {to}',
  'amendmentMail.lineAdded': 'Line {seqno} added: {description}',
  'amendmentMail.lineRemoved': 'Line {seqno} removed: {description}',
  'amendmentMail.change.documents': 'The tender attachments have changed',
  'amendmentMail.change.siteinspections': 'The site inspections have changed',
  'amendmentMail.more': 'and {count} more changes: see the tender in the portal.',
  'amendmentMail.yes': 'Yes',
  'amendmentMail.no': 'No',
  'amendmentMail.field.closingdate': 'Closing Date',
  'amendmentMail.field.description': 'Description',
  'amendmentMail.field.currency': 'Currency',
  'amendmentMail.field.pricenegotiation': 'Price Negotiation',
  'amendmentMail.field.hassiteinspection': 'Site Inspection',
  'amendmentMail.field.contact1': 'Contact 1',
  'amendmentMail.field.email1': 'E-mail 1',
  'amendmentMail.field.phone1': 'Phone 1',
  'amendmentMail.field.contact2': 'Contact 2',
  'amendmentMail.field.email2': 'E-mail 2',
  'amendmentMail.field.phone2': 'Phone 2',
  'amendmentMail.field.remark': 'Remark to Supplier',
  'amendmentMail.line.description': 'Description',
  'amendmentMail.line.longdesc': 'Long Description',
  'amendmentMail.line.remark': 'Remark',
  'amendmentMail.line.bold': 'Bold',
  'amendmentMail.line.underline': 'Underline',
  'amendmentMail.line.header': 'Header',
  'amendmentMail.line.autocal': 'Total By',
  'amendmentMail.line.required': 'Price Required',
  'amendmentMail.line.qtyrequired': 'Quantity Required',
  'amendmentMail.line.totalamountreq': 'Total Required',
  'amendmentMail.line.neednotes': 'Notes Required',
  'amendmentMail.line.unit': 'Unit',
  'amendmentMail.line.quantity': 'Quantity',
  'amendmentMail.line.disc': 'Rate Payable (%)',
  'amendmentMail.reason': 'Reason for the amendment',
  'amendmentMail.resubmit':
    'You had already submitted a quotation. It has been returned to you with your prices kept: please review it against the amended tender and submit it again before the closing date.',
  'amendmentMail.action': 'Please review the amended tender in the portal before the closing date.',

  // The buyer's decisions after closing (issue 17), each to every user of the supplier concerned: a
  // price-negotiation round, the award, the loss, the cancellation with its reason.
  'negotiationMail.subject': 'Price negotiation: tender {tenderNo}',
  'negotiationMail.intro':
    'The buyer invites {supplier} to a price-negotiation round on the tender below. Your quotation is open again until the new closing date.',
  'negotiationMail.action':
    'Please review your prices in the portal and submit your quotation again before the new closing date.',
  'awardMail.subject': 'Tender awarded: {tenderNo}',
  'awardMail.intro': 'We are pleased to inform you that the tender below has been awarded to {supplier}.',
  'awardMail.action': 'The buyer will contact you about the next steps.',
  'lostMail.subject': 'Tender result: {tenderNo}',
  'lostMail.intro':
    'Thank you for your quotation. We regret to inform you that the tender below has been awarded to another supplier.',
  'lostMail.action':
    'We appreciate your participation and look forward to your quotations for future tenders.',
  'cancelMail.subject': 'Tender cancelled: {tenderNo}',
  'cancelMail.intro': 'The buyer has cancelled the tender below. No quotation is needed for it any more.',
  'cancelMail.reason': 'Reason',
  // Issue 29: the award mail lists the lines won and their total; an award at or above the approval
  // threshold is mailed to the site's approvers; a rejected one goes back to its proposer.
  'awardMail.lines': 'The lines awarded to {supplier}:',
  'awardMail.line': 'Line {seqno}: {description}',
  'awardMail.total': 'Total awarded',
  'approvalMail.subject': 'Award to approve: {rfqnum}',
  'approvalMail.intro':
    '{proposer} proposes the award below. Its total is at or above the approval threshold of {threshold}, so it needs the approval of an approver of the site before any supplier is told.',
  'approvalMail.proposer': 'Proposed by',
  'approvalMail.total': 'Total awarded',
  'approvalMail.suppliers': 'Suppliers',
  'approvalMail.supplier': '{supplier} (lines won: {lines})',
  'approvalMail.separator': '; ',
  'approvalMail.justification': 'Justification',
  'approvalMail.action': 'Please approve or reject it on the tender page. Its proposer cannot approve it.',
  'rejectedMail.subject': 'Award rejected: {rfqnum}',
  'rejectedMail.intro':
    '{approver} has rejected the award you proposed for the tender below. The tender is back at the Closed stage and no supplier has been told anything: you may award it again.',
  'rejectedMail.comment': "Approver's comment",

  // Issue 35, item 13: the buyer is told of a supplier's question, decline or submission (one mail each,
  // or a daily digest). Who and when only: never an amount.
  'buyerNotice.question.subject': 'Question from {supplier} on {rfqnum}',
  'buyerNotice.question.intro': '{supplier} has asked a question on the tender below.',
  'buyerNotice.question.action':
    'Please answer it in the buyer console: to the asker alone, or to every invited supplier.',
  'buyerNotice.question.line': '{who} of {supplier} asked a question',
  'buyerNotice.decline.subject': '{supplier} declined {rfqnum}',
  'buyerNotice.decline.intro': '{supplier} has declined the tender below.',
  'buyerNotice.decline.line': '{who} of {supplier} declined',
  'buyerNotice.submit.subject': 'Quotation submitted by {supplier} on {rfqnum}',
  'buyerNotice.submit.intro': '{supplier} has submitted its quotation for the tender below.',
  'buyerNotice.submit.line': '{who} of {supplier} submitted a quotation',
  'buyerNotice.paperSubmit.subject': 'Paper quotation of {supplier} input on {rfqnum}',
  'buyerNotice.paperSubmit.intro':
    'The paper quotation of {supplier} for the tender below has been input by the group’s staff.',
  'buyerNotice.paperSubmit.line': '{who} input the paper quotation of {supplier}',
  'buyerNotice.paperDecline.subject': 'Paper decline of {supplier} recorded on {rfqnum}',
  'buyerNotice.paperDecline.intro':
    'The decline {supplier} sent on paper for the tender below has been recorded by the group’s staff.',
  'buyerNotice.paperDecline.line': '{who} recorded the paper decline of {supplier}',
  'buyerNotice.supplier': 'Supplier',
  'buyerNotice.at.question': 'Asked',
  'buyerNotice.at.decline': 'Declined',
  'buyerNotice.at.submit': 'Submitted',
  'buyerNotice.by': 'By',
  'buyerNotice.question': 'Question',
  'buyerNotice.reason': 'Reason given',
  'buyerNotice.sealed': 'The quotation stays sealed: its amounts are shown only after the tender closes.',
  'buyerNotice.settings':
    'You receive one e-mail for each supplier action. To receive one daily digest instead, or none, change "Supplier activity e-mails" in Account Settings.',
  'digestMail.subject': 'Daily digest of supplier activity, {day}: {count} update(s)',
  'digestMail.intro':
    'Since your last digest, suppliers have taken {count} action(s) on {tenders} tender(s) of yours.',
  'digestMail.sealed': 'Quotations stay sealed: their amounts are shown only after each tender closes.',
  'digestMail.settings':
    'You receive this digest once a day. To receive one e-mail for each supplier action instead, or none, change "Supplier activity e-mails" in Account Settings.',

  // The reminder before a certificate or licence of the supplier's profile expires (CERT_REMINDER_DAYS).
  'certExpiryMail.subject': '{supplier}: {name} expires on {expiry}',
  'certExpiryMail.certificate': 'Certificate',
  'certExpiryMail.licence': 'Business registration or licence',
  'certExpiryMail.intro': 'The document below of {supplier} expires in {days} days.',
  'certExpiryMail.kind': 'Type',
  'certExpiryMail.name': 'Document',
  'certExpiryMail.expiry': 'Expiry date',
  'certExpiryMail.action':
    'Please renew it and upload the new document with its expiry date in your company profile, so that you can keep being invited to tenders.',
  'certExpiryMail.openProfile': 'Open your company profile',

  // The receipt mailed after a quotation is submitted.
  'receiptMail.subject': 'Quotation submitted: {tenderNo}',
  'receiptMail.intro': 'Your quotation has been submitted. Please keep this receipt.',
  'receiptMail.total': 'Total',
  'receiptMail.discounted': 'Discounted total',
  'receiptMail.reference': 'Submission reference',
  'receiptMail.submitted': 'Submitted',
  'receiptMail.by': '{when} by {who}',
  'receiptMail.closing': 'The final tender cost cannot be changed once submitted.',

  // Success texts of a tender's workflow actions (spec 8 gives 'Successfully submitted workflow!' for the
  // work order; each tender action says what happened in the same voice).
  'workflow.submitted': 'Quotation submitted successfully!',
  'workflow.acknowledged': 'Tender acknowledged successfully!',
  'workflow.declined': 'Tender declined successfully!',
  'paperQuote.input': 'The hard-copy quotation has been input successfully!',

  // Success texts of spec 8 (Work order, Profile).
  'workOrder.workflowSubmitted': 'Successfully submitted workflow!',
  'workOrder.documentDeleted': 'Delete file succeeded!',
  'profile.saved': 'Save successfully',
  'account.saved': 'Your settings have been saved.',
  'account.mobileCodeSent':
    'A verification code has been sent by SMS to {number}. It is valid for {minutes} minutes.',
  'account.mobileVerified': 'Your mobile number is verified. You can now use it to sign in.',

  // Tender status labels (spec 4.1), the web's texts. `statusdesc` is sent in English for older clients
  // and the print page; the web app translates the status code itself.
  'status.NEW': 'New',
  'status.DRAFT': 'Draft',
  'status.WTQUOTE': 'Waiting for Quotation',
  'status.NORESPONSE': 'No Response',
  'status.SUBMITED': 'Submitted',
  'status.LOST': 'Lost',
  'status.AWARDED': 'Awarded',
  'status.DECLINED': 'Declined',
  'status.CANCELD': 'Cancelled',

  // The audit export of a tender (issue 29, /buyer/rfq/audit-export): the workbook's sheets, headings and labels.
  'auditExport.sheet.events': 'Events',
  'auditExport.sheet.mails': 'E-mails',
  'auditExport.sheet.comparison': 'Comparison as awarded',
  'auditExport.title': '{rfqnum} {description}: the record of the tender, exported {when} by {who}',
  'auditExport.col.time': 'Time ({zone})',
  'auditExport.col.user': 'User',
  'auditExport.col.action': 'Action',
  'auditExport.col.subject': 'RFQ or tender',
  'auditExport.col.before': 'Stage before',
  'auditExport.col.after': 'Stage after',
  'auditExport.col.comment': 'Reason, justification or comment',
  'auditExport.col.changes': 'What changed',
  'auditExport.col.queued': 'Queued',
  'auditExport.col.kind': 'E-mail',
  'auditExport.col.to': 'To',
  'auditExport.col.supplier': 'Supplier',
  'auditExport.col.person': 'Person',
  'auditExport.col.state': 'State',
  'auditExport.col.sent': 'Sent',
  'auditExport.col.attempts': 'Attempts',
  'auditExport.col.answer': "Mail server's last answer",
  'auditExport.col.seqno': 'No.',
  'auditExport.col.description': 'Description',
  'auditExport.col.quantity': 'Quantity',
  'auditExport.col.unit': 'Unit',
  'auditExport.col.lowest': 'Lowest',
  'auditExport.col.awardedTo': 'Awarded to',
  'auditExport.row.total': 'Total',
  'auditExport.row.awardedTotal': 'Awarded total',
  'auditExport.row.scoring': 'Scores (0 to 10) on the evaluation criteria',
  'auditExport.row.price': 'Price',
  'auditExport.row.weightedTotal': 'Weighted total (0 to 100)',
  'auditExport.row.rank': 'Rank',
  'auditExport.amounts':
    "Amounts in {currency}: each supplier's compared amount per line; the awarded one is shaded and its supplier named in the last column.",
  'auditExport.awardFinal': 'Award (final). Justification: {justification}',
  'auditExport.awardPending': 'Award waiting for approval. Justification: {justification}',
  'auditExport.awardWhole': 'Awarded to {suppliers} (the whole tender).',
  'auditExport.noAward': 'Not awarded.',
  'auditExport.sealed': 'The quotations are still sealed: the comparison is not part of the record yet.',
  'auditExport.unavailable': 'No comparison at this stage: {reason}',
  'auditExport.noQuotations': 'No supplier submitted a quotation.',
  'auditExport.system': 'System',
  'auditExport.action.rfqCreate': 'Tender created',
  'auditExport.action.rfqCopy': 'Copied from another tender or a template',
  'auditExport.action.rfqSave': 'Draft saved',
  'auditExport.action.rfqAmend': 'Tender amended',
  'auditExport.action.rfqInvite': 'Suppliers invited',
  'auditExport.action.rfqUninvite': 'Supplier taken off the list',
  'auditExport.action.rfqPublish': 'Tender published',
  'auditExport.action.rfqNegotiate': 'Price negotiation started',
  'auditExport.action.rfqUnseal': 'Quotations unsealed',
  'auditExport.action.rfqAwardPropose': 'Award proposed for approval',
  'auditExport.action.rfqAward': 'Tender awarded',
  'auditExport.action.rfqApprove': 'Award approved',
  'auditExport.action.rfqReject': 'Award rejected',
  'auditExport.action.rfqCancel': 'Tender cancelled',
  'auditExport.action.rfqAuditExport': 'Record exported',
  'auditExport.action.questionAnswer': 'Question answered',
  'auditExport.action.questionAdd': 'Question asked',
  'auditExport.action.quotationSave': 'Quotation saved',
  'auditExport.action.workflow': 'Status changed by the supplier',
  'auditExport.action.workflowAccept': 'Acknowledged by the supplier',
  'auditExport.action.workflowDecline': 'Declined by the supplier',
  'auditExport.action.workflowSubmit': 'Quotation submitted',
  'auditExport.action.documentUpload': 'Document uploaded',
  'auditExport.action.documentDelete': 'Document deleted',
  'auditExport.action.hardCopyInput': 'Hard-copy quotation input',
  'auditExport.action.hardCopyDecline': 'Hard-copy decline recorded',
  'auditExport.action.import': 'Imported',
  'auditExport.action.other': 'Other change ({action})',
  'auditExport.action.rfqScore': 'Quotation scored',
  'auditExport.stage.DRAFT': 'Draft',
  'auditExport.stage.OPEN': 'Open',
  'auditExport.stage.CLOSED': 'Closed',
  'auditExport.stage.PENDING_APPROVAL': 'Waiting for approval',
  'auditExport.stage.PUBLISHED': 'Published',
  'auditExport.stage.AWARDED': 'Awarded',
  'auditExport.stage.CANCELLED': 'Cancelled',
  'auditExport.mailKind.invitation': 'Invitation',
  'auditExport.mailKind.amendment': 'Amendment',
  'auditExport.mailKind.answer': 'Answer to a question',
  'auditExport.mailKind.reminder': 'Closing reminder',
  'auditExport.mailKind.negotiation': 'Price negotiation',
  'auditExport.mailKind.award': 'Award',
  'auditExport.mailKind.lost': 'Not awarded',
  'auditExport.mailKind.cancel': 'Cancellation',
  'auditExport.mailKind.cert-expiry': 'Certificate expiry reminder',
  'auditExport.mailKind.receipt': 'Submission receipt',
  'auditExport.mailKind.supplier-activity': 'Supplier activity, to the buyer',
  'auditExport.mailKind.digest': 'Daily digest, to the buyer',
  'auditExport.mailKind.registration-link': 'Registration link',
  'auditExport.mailKind.registration': 'Registration decision',
  'auditExport.mailState.queued': 'Waiting to be sent',
  'auditExport.mailState.sending': 'Being sent',
  'auditExport.mailState.sent': 'Sent',
  'auditExport.mailState.failed': 'Not delivered',
  'auditExport.mailState.dropped': 'Cancelled by an administrator',
  'auditExport.change.closingdate': 'Closing date',
  'auditExport.change.lines': 'Lines',
  'auditExport.change.text': 'General information',
  'auditExport.change.documents': 'Attachments',
  'auditExport.change.siteinspections': 'Site inspections',
  'auditExport.detail.suppliers': 'Suppliers',
  'auditExport.detail.supplier': 'Supplier',
  'auditExport.detail.lines': 'Lines',
  'auditExport.detail.invitations': 'Invitations',
  'auditExport.detail.revision': 'Amendment',
  'auditExport.detail.changes': 'Changed',
  'auditExport.detail.total': 'Total',
  'auditExport.detail.removed': 'Removed',
  'auditExport.detail.filename': 'File',
  'auditExport.detail.closingdate': 'Closing date',
  'auditExport.detail.changedLines': 'Lines changed',
  'auditExport.detail.resubmit': 'To resubmit',
  'auditExport.detail.reason': 'Reason',
  // Issue 33, item 2: scheduled publish.
  'error.PUBLISH_AT_PAST': 'The publication time must be in the future.',
  'error.CLOSING_BEFORE_PUBLISH_AT': 'The closing date must be after the scheduled publication time.',
  'error.PUBLISH_AT_TOO_FAR': 'A publication can be scheduled at most a year ahead.',
  'scheduleRefusedMail.subject': 'Tender {rfqnum} was not published as scheduled',
  'scheduleRefusedMail.intro':
    'Your tender below was scheduled to publish itself at {time}, but it could not be published then. It is still a draft: no supplier has been invited or told.',
  'scheduleRefusedMail.scheduledFor': 'Scheduled for',
  'scheduleRefusedMail.reason': 'Reason',
  'scheduleRefusedMail.action':
    'Please correct the draft on the tender page, then publish it or schedule it again.',
  'auditExport.action.rfqSchedule': 'Publication scheduled',
  'auditExport.action.rfqUnschedule': 'Scheduled publication cancelled',
  'auditExport.action.rfqPublishScheduled': 'Tender published as scheduled',
  'auditExport.action.rfqScheduleRefused': 'Scheduled publication refused',
  'auditExport.mailKind.schedule-refused': 'Scheduled publication refused, to the buyer',
  'auditExport.detail.publishat': 'Scheduled for',
  'auditExport.detail.previous': 'Previously scheduled for',
  'auditExport.detail.code': 'Reason',
  'auditExport.detail.scores': 'Scores',
  'auditExport.detail.criteria': 'Evaluation criteria',
  'registrationMail.subject': 'Invitation to register as a supplier of {company}',
  'registrationMail.intro':
    '{buyer} of {company} invites {companyname} to quote for the tender below. To receive the invitation, please register your company on the supplier portal.',
  'registrationMail.tender': 'Tender',
  'registrationMail.link': 'Register',
  'registrationMail.validity':
    'The link can be used once and expires on {expires}. After you register, we review your company; you can sign in once it is approved.',
  'registrationMail.notYou': 'If you did not expect this invitation, you can ignore this mail.',
  'registrationApproved.subject': 'Your supplier registration is approved',
  'registrationApproved.intro':
    '{companyname} is now registered as a supplier of {company}. You can sign in with the login id you chose.',
  'registrationApproved.code': 'Supplier code',
  'registrationApproved.loginid': 'Login id',
  'registrationApproved.link': 'Sign in',
  'registrationRejected.subject': 'Your supplier registration was not approved',
  'registrationRejected.intro':
    'The registration of {companyname} as a supplier of {company} was not approved.',
  'registrationRejected.reason': 'Reason',
  'registrationSubmitted.subject': '{companyname} has registered: please review it',
  'registrationSubmitted.intro':
    '{companyname}, invited to tender {rfqnum}, has registered as a supplier. An approver or a buyer of the site can review its profile and approve or reject it.',
  'registrationSubmitted.link': 'Review registrations',
};

/** A key of the catalogue. */
export type MessageKey = keyof typeof en;

/** One language's texts: every key of the English catalogue. */
export type Catalogue = Readonly<Record<MessageKey, string>>;
