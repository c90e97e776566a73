import type { ComponentProps, ReactNode } from 'react';
import { Link } from 'react-router';
import { Modal } from './modal';

type CentreOverlayProps = Pick<
  ComponentProps<typeof Modal>,
  'title' | 'description' | 'width' | 'testId' | 'onClose'
> & {
  /** The centre's own route, which the overlay's closing link opens. */
  pagePath: string;
  openPageLabel: string;
  /** The centre's menu, whose entries close the overlay as they navigate. */
  children: ReactNode;
};

/**
 * A centre (member or agent) as an overlay over the current page (spec section 2, Modals): its
 * menu, then a link to the centre's own page. Choosing an entry or the link closes the overlay.
 */
export const CentreOverlay = ({
  pagePath,
  openPageLabel,
  children,
  onClose,
  ...modal
}: CentreOverlayProps) => (
  <Modal {...modal} onClose={onClose}>
    {children}
    <p className="centre-overlay-more">
      <Link to={pagePath} onClick={onClose}>
        {openPageLabel}
      </Link>
    </p>
  </Modal>
);
