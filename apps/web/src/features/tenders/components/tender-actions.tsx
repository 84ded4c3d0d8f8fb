import type { TenderHeader } from '@tender/api-contract';
import type { QuotingBlock, SupplierDetailControls } from '@tender/domain';
import { memo, type ReactNode, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/plain/button';
import { Icon } from '@/components/plain/icons';
import { useMenuButton } from '@/components/plain/menu-button';
import { useCardLayout } from '@/hooks/use-media-query';
import { useSiteClock } from '@/hooks/use-site-clock';
import { type DetailAction, type DetailActionKey, detailActions, offReasons } from '../lib/detail-actions';
import { type TenderTool, TenderToolDialogs } from './tender-tool-dialogs';
import './detail-actions.css';

interface TenderActionsProps {
  header: TenderHeader;
  controls: SupplierDetailControls;
  readOnly: boolean;
  busy: boolean;
  onSave: () => void;
  onSubmit: () => void;
  onAcknowledge: () => void;
  onDecline: () => void;
  onPrint: () => void;
  /** An attachment was downloaded: the detail reloads its header (isdownload gates Submit). */
  onAttachmentsDownloaded: () => void;
  /** Between the quotation's buttons and the tools (the autosave status). */
  status?: ReactNode;
}

// Each label is the owning feature's: the keys name their namespace.
const LABEL_KEY: Readonly<Record<DetailActionKey, string>> = {
  save: 'tenders:actions.save',
  submit: 'tenders:actions.submit',
  acknowledge: 'tenders:actions.acknowledge',
  decline: 'tenders:actions.decline',
  print: 'tenders:actions.print',
  qa: 'questions:buttons.qa',
  upload: 'tender-documents:buttons.addAttachments',
  supplierDocs: 'tender-documents:buttons.supplierDocuments',
  attachments: 'tender-documents:buttons.tenderAttachments',
  site: 'site-inspections:buttons.siteInspection',
};

const PRIMARY: ReadonlySet<DetailActionKey> = new Set(['submit', 'acknowledge']);

/**
 * The supplier's buttons and the tools' dialogs (spec 2.8). Which show, which are off and why, and which one
 * the state calls for come from supplierDetailControls (lib/detail-actions.ts). A wide screen shows them all
 * in two rows; below 992 px the primary action stands alone and the rest wait under More (issue 35, item 8).
 * Every button that is off says why in a line under them, which also describes it (item 9). Drawn without
 * antd (issue 30): plain buttons, and More a menu button (components/plain/menu-button.tsx).
 */
export const TenderActions = memo(function TenderActions(props: TenderActionsProps) {
  const { header, controls, readOnly, busy } = props;
  const { t } = useTranslation();
  const clock = useSiteClock();
  const phone = useCardLayout();
  const reasonsId = useId();
  const [tool, setTool] = useState<TenderTool | null>(null);
  const more = useMenuButton();
  const actions = useMemo(
    () => detailActions({ controls, readOnly, siteInspections: header.siteinspections }),
    [controls, readOnly, header.siteinspections],
  );
  const reasons = offReasons(actions.all);

  const label = (key: DetailActionKey) => t(LABEL_KEY[key]);
  const reasonText = (block: QuotingBlock) =>
    block === 'closed'
      ? t('tenders:time.closedOn', { time: clock.dateTime(header.closingdate) })
      : t(`tenders:offReason.${block}`);
  const run = (key: DetailActionKey) => {
    if (key === 'save') props.onSave();
    else if (key === 'submit') props.onSubmit();
    else if (key === 'acknowledge') props.onAcknowledge();
    else if (key === 'decline') props.onDecline();
    else if (key === 'print') props.onPrint();
    else setTool(key);
  };
  // Print and the tools are never busy: they change nothing of the quotation.
  const disabled = (action: DetailAction) =>
    action.block !== null || (busy && !action.tool && action.key !== 'print');
  const button = (action: DetailAction) => (
    <Button
      key={action.key}
      variant={PRIMARY.has(action.key) ? 'primary' : 'default'}
      disabled={disabled(action)}
      aria-describedby={action.block ? reasonsId : undefined}
      onClick={() => run(action.key)}
    >
      {label(action.key)}
    </Button>
  );

  let bar: ReactNode;
  if (phone) {
    const rest = actions.all.filter((action) => action !== actions.primary);
    bar = (
      <div className="tp-detail-actions tp-detail-actions--phone">
        {actions.primary ? button(actions.primary) : null}
        {/* A menu of one (staff looking: Print) would only hide it. */}
        {rest.length === 1 ? rest.map(button) : null}
        {rest.length > 1 ? (
          // In the page, so the open menu stays inside the main landmark (axe's "region").
          <div className="plain-menu-anchor">
            <Button {...more.button} data-testid="detail-more">
              {t(actions.primary ? 'tenders:detail.more' : 'tenders:detail.actions')}{' '}
              <Icon name="down" className="tp-more-arrow" />
            </Button>
            {more.open ? (
              <div {...more.menu} className="plain-menu">
                {rest.map((action) => {
                  const off = disabled(action);
                  return (
                    <button
                      key={action.key}
                      type="button"
                      role="menuitem"
                      tabIndex={-1}
                      aria-disabled={off || undefined}
                      className="plain-menu__item"
                      // The item under the pointer is the one the keys move on from, as in antd's menu; over
                      // a disabled one, none is (the menu itself holds the focus).
                      onMouseEnter={(event) => {
                        if (!off) event.currentTarget.focus();
                        else event.currentTarget.parentElement?.focus();
                      }}
                      onMouseDown={(event) => {
                        if (off) event.preventDefault();
                      }}
                      onClick={() => {
                        if (off) return;
                        // The button has the focus before a dialog opens, so the dialog gives it back there.
                        more.close();
                        run(action.key);
                      }}
                    >
                      <span className="plain-menu__title">
                        {/* A disabled item keeps its reason in its own text, where a thumb that opened the menu reads it. */}
                        {action.block ? (
                          <span className="tp-more-item">
                            {label(action.key)}
                            <span className="tp-more-item__reason">{reasonText(action.block)}</span>
                          </span>
                        ) : (
                          label(action.key)
                        )}
                      </span>
                    </button>
                  );
                })}
              </div>
            ) : null}
          </div>
        ) : null}
        {props.status}
      </div>
    );
  } else {
    const tools = actions.all.filter((action) => action.tool);
    bar = (
      <>
        <div className="tp-detail-actions">{actions.all.filter((action) => !action.tool).map(button)}</div>
        {props.status}
        {tools.length > 0 ? (
          <div className="tp-detail-actions tp-tools-actions">{tools.map(button)}</div>
        ) : null}
      </>
    );
  }

  return (
    <>
      {bar}
      {reasons.length > 0 ? (
        <ul id={reasonsId} className="tp-off-reasons" data-testid="off-reasons">
          {reasons.map(({ block, keys }) => (
            <li key={block}>
              {t('tenders:offReason.line', {
                actions: keys.map(label).join(t('tenders:offReason.separator')),
                reason: reasonText(block),
              })}
            </li>
          ))}
        </ul>
      ) : null}
      {readOnly ? null : (
        <TenderToolDialogs
          tool={tool}
          tender={header}
          siteInspections={header.siteinspections}
          controls={controls}
          onClose={() => setTool(null)}
          onAttachmentsDownloaded={props.onAttachmentsDownloaded}
        />
      )}
    </>
  );
});
