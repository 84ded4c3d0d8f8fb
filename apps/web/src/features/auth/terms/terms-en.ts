import { TERMS_VERSION } from '@tender/domain';
import type { TermsDocument } from './terms-types';

export const termsEn: TermsDocument = {
  title: 'Terms of Use of the Supplier Tender Portal',
  // The version a supplier's acceptance is recorded against (spec 2.1).
  effective: TERMS_VERSION,
  intro: [
    'These Terms of Use govern access to and use of the supplier tender portal operated by {company}. Please read them carefully. By ticking the acceptance box or by using the Portal you agree to be bound by them on behalf of yourself and the supplier you represent.',
  ],
  clauses: [
    {
      number: 1,
      heading: 'Definitions and interpretation',
      paragraphs: [
        '1.1 "Company" means {company} and its subsidiaries and affiliated companies, including the hotels and properties they own, manage or service.',
        '1.2 "Portal" means this website and the related services through which the Company issues invitations to tender and receives quotations.',
        '1.3 "Supplier" means the company, firm or person registered on the Portal to receive invitations to tender, and "User" means each individual to whom an account has been issued on behalf of a Supplier or of the Company.',
        '1.4 "Tender" means an invitation to quote issued through the Portal together with its items, documents, site-inspection arrangements and clarifications; "Quotation" means a Supplier\'s prices, notes, documents and other information submitted in response to a Tender.',
        '1.5 "Confidential Information" means all information disclosed through the Portal that is not publicly available, including Tender documents, specifications, drawings, quantities, prices, answers to questions and the identity of other bidders.',
        '1.6 Headings are for convenience only. Words in the singular include the plural and vice versa.',
      ],
    },
    {
      number: 2,
      heading: 'Acceptance and changes',
      paragraphs: [
        "2.1 These Terms apply in addition to any specific conditions of a Tender. If a Tender's conditions conflict with these Terms, the Tender's conditions prevail for that Tender.",
        '2.2 The Company may amend these Terms from time to time. The amended Terms take effect when they are published on the Portal; continued use of the Portal after that date constitutes acceptance of them.',
      ],
    },
    {
      number: 3,
      heading: 'Eligibility and user accounts',
      paragraphs: [
        '3.1 Accounts are issued by the Company only to Suppliers it has approved and to its own staff. The Company may decline to register a Supplier, or remove a Supplier from its list, at its discretion.',
        '3.2 Each account is personal to the User to whom it was issued. The Supplier shall ensure that every User acting for it is authorised to do so and is bound by these Terms.',
        '3.3 The Supplier shall keep its company profile, contacts, licences and certificates accurate and up to date, and shall tell the Company promptly when a User leaves its employment so that the account can be closed.',
      ],
    },
    {
      number: 4,
      heading: 'Security of credentials',
      paragraphs: [
        "4.1 Users must keep their password and the verification codes sent to them secret and must not share an account. A password must meet the Portal's password rules and must be changed when the Portal asks for it.",
        "4.2 Every action taken under a User's credentials is treated as an action of that User and of the Supplier, unless the Supplier has previously notified the Company that the credentials were compromised.",
        '4.3 A User who suspects that a password or code has become known to anyone else must change the password at once and notify supplier support. Accounts are locked after repeated unsuccessful log-in attempts and may be unlocked only by support.',
      ],
    },
    {
      number: 5,
      heading: 'Tender process and no obligation to award',
      paragraphs: [
        '5.1 A Tender is an invitation to submit a Quotation and not an offer capable of acceptance. Quotations must be submitted through the Portal before the closing date and time shown in the Tender; late Quotations need not be considered.',
        '5.2 The Company is not bound to accept the lowest or any Quotation, may award a Tender in whole or in part, may negotiate with one or more Suppliers, and may cancel, suspend or re-issue a Tender at any time without giving reasons.',
        '5.3 A contract arises only when the Company issues a written award or purchase order. Each Supplier bears its own costs of preparing and submitting a Quotation, including site inspections, whatever the outcome.',
        "5.4 Suppliers shall not collude with other bidders, offer any advantage to the Company's staff or otherwise act to distort the tender process. Breach of this clause entitles the Company to disqualify the Supplier from current and future Tenders.",
      ],
    },
    {
      number: 6,
      heading: 'Accuracy of quotations',
      paragraphs: [
        '6.1 The Supplier is responsible for checking every price, quantity, discount and total it enters before submitting. Amounts calculated by the Portal are provided for convenience; the Supplier shall verify them.',
        '6.2 A submitted Quotation is firm and may not be changed once submitted. Unless the Tender states otherwise, it remains valid for ninety (90) days after the closing date.',
        '6.3 The Supplier confirms that all information and documents it provides, including licences and certificates, are true, complete and not misleading.',
      ],
    },
    {
      number: 7,
      heading: 'Acceptable use',
      paragraphs: [
        "7.1 The Portal may be used only for the purpose of responding to the Company's Tenders and maintaining the Supplier's profile.",
        "7.2 Users shall not upload files containing malicious code, attempt to access data or accounts of others, probe or test the Portal's security, use automated tools to extract data, or interfere with the operation of the Portal.",
        '7.3 Uploaded documents must be relevant to the Tender, lawful, and free of any rights of third parties that would prevent the Company from using them to evaluate the Quotation.',
      ],
    },
    {
      number: 8,
      heading: 'Intellectual property',
      paragraphs: [
        '8.1 The Portal and all Tender documents, specifications and drawings remain the property of the Company or its licensors. They may be used only to prepare a Quotation for the Tender concerned.',
        '8.2 The Supplier keeps ownership of the documents it uploads and grants the Company a non-exclusive, royalty-free licence to use, copy and store them for the purposes of evaluating Quotations, awarding and administering contracts and keeping records.',
      ],
    },
    {
      number: 9,
      heading: 'Confidentiality',
      paragraphs: [
        '9.1 The Supplier shall keep all Confidential Information secret, use it only to prepare its Quotation, and disclose it only to its employees and advisers who need to know it and are bound by equivalent obligations.',
        "9.2 The obligations of confidentiality survive for five (5) years after the closing date of the Tender concerned or the termination of the Supplier's account, whichever is later.",
        '9.3 These obligations do not apply to information that is or becomes public other than through a breach of these Terms, that the Supplier lawfully held before receiving it, or that must be disclosed by law or by order of a competent authority, in which case the Supplier shall, where lawful, give the Company prior notice.',
        '9.4 The Company will treat the prices in a Quotation as confidential and will not disclose them to other bidders.',
      ],
    },
    {
      number: 10,
      heading: 'Personal data',
      paragraphs: [
        '10.1 The Company collects the names, e-mail addresses, telephone numbers and log-in records of Users in order to operate the Portal, verify identities, communicate about Tenders and keep audit records. It handles them in accordance with the Personal Data (Privacy) Ordinance (Cap. 486) of Hong Kong and its privacy policy.',
        "10.2 Personal data may be transferred to companies of the Company's group and to service providers that host or support the Portal, under obligations of confidentiality. Users may ask for access to or correction of their personal data by writing to supplier support.",
        '10.3 The Supplier shall ensure that it has the consent of each person whose personal data it enters on the Portal.',
      ],
    },
    {
      number: 11,
      heading: 'Availability and liability',
      paragraphs: [
        '11.1 The Portal is provided "as is". The Company does not warrant that it will be uninterrupted or error-free and may suspend it for maintenance. Suppliers should submit Quotations well before the closing time.',
        '11.2 To the extent permitted by law, the Company is not liable for any loss of profit, loss of opportunity, or indirect or consequential loss arising from use of, or inability to use, the Portal, including a Quotation that is not received in time.',
        '11.3 Nothing in these Terms limits liability for death or personal injury caused by negligence, for fraud, or for any other liability that cannot be limited by law.',
        '11.4 The Supplier shall indemnify the Company against losses arising from its breach of these Terms or from any claim that documents it uploaded infringe the rights of a third party.',
      ],
    },
    {
      number: 12,
      heading: 'Suspension and termination',
      paragraphs: [
        '12.1 The Company may suspend or close an account, withdraw a Supplier from a Tender, or refuse access to the Portal, with immediate effect, if it reasonably believes that these Terms have been breached, that credentials have been compromised, or that the Supplier no longer meets its requirements.',
        '12.2 A Supplier may ask at any time for its account to be closed. Clauses 6, 8, 9, 10, 11 and 13 continue to apply after an account is closed.',
      ],
    },
    {
      number: 13,
      heading: 'Governing law and jurisdiction',
      paragraphs: [
        '13.1 These Terms are governed by the laws of the Hong Kong Special Administrative Region.',
        '13.2 The courts of the Hong Kong Special Administrative Region have non-exclusive jurisdiction over any dispute arising out of or in connection with these Terms or the use of the Portal.',
        '13.3 If these Terms are available in more than one language and the versions differ, the English version prevails.',
      ],
    },
    {
      number: 14,
      heading: 'Contact',
      paragraphs: [
        '14.1 Questions about these Terms, a Tender or an account, requests to unlock an account, and notices under these Terms should be addressed to supplier support at the e-mail address and telephone number shown at the foot of every page of the Portal.',
      ],
    },
  ],
};
