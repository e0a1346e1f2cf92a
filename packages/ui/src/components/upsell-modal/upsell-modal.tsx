'use client';

import { CircleCheck } from '../icon/glyphs.js';
import type { ReactNode } from 'react';
import { useUiTranslation } from '../../i18n/use-ui-translation.js';

import { useControllableOpen, type ModalOpenProps } from '../../lib/site/controllable-open.js';
import { Button } from '../button/index.js';
import {
  Dialog,
  DialogBody,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '../dialog/index.js';

export type UpsellModalProps = ModalOpenProps & {
  /** Heading. Default: the kit's "Create your free profile". */
  title?: ReactNode;
  /** Text under the heading, e.g. what a profile brings (the app's copy). None by default. */
  description?: ReactNode;
  /** Points listed in the body, e.g. the profile's benefits (the app's copy). None by default. */
  benefits?: readonly ReactNode[];
  /** A picture above the heading. */
  media?: ReactNode;
  /** Label of the main button. Default: the kit's "Create free profile". */
  ctaLabel?: ReactNode;
  /** Called by the main button (the app goes to the quiz). The modal then closes. */
  onCreateProfile: () => void;
};

/** A dialog inviting the visitor to create a free profile, with a 'maybe later' way out. */
export function UpsellModal({
  title,
  description,
  benefits,
  media,
  ctaLabel,
  onCreateProfile,
  open,
  defaultOpen = false,
  onOpenChange,
  trigger,
}: UpsellModalProps) {
  const { t } = useUiTranslation();
  const [isOpen, setOpen] = useControllableOpen(open, defaultOpen, onOpenChange);
  const points = benefits ?? [];
  return (
    <Dialog open={isOpen} onOpenChange={setOpen}>
      {trigger ? <DialogTrigger asChild>{trigger}</DialogTrigger> : null}
      <DialogContent
        data-slot="upsell-modal"
        size="sm"
        // Without a description nothing describes the dialog (Radix expects to be told).
        {...(description ? {} : { 'aria-describedby': undefined })}
      >
        <DialogHeader>
          {media ? <div className="diet:mb-2">{media}</div> : null}
          <DialogTitle className="diet:text-2xl">{title ?? t('upsellModal.title')}</DialogTitle>
          {description ? (
            <DialogDescription className="diet:text-base">{description}</DialogDescription>
          ) : null}
        </DialogHeader>
        {points.length > 0 ? (
          <DialogBody>
            <ul className="diet:flex diet:flex-col diet:gap-2">
              {points.map((point, index) => (
                <li key={index} className="diet:flex diet:items-start diet:gap-2 diet:text-base diet:text-fg">
                  <CircleCheck
                    aria-hidden="true"
                    className="diet:mt-0.5 diet:size-5 diet:shrink-0 diet:text-primary"
                  />
                  <span>{point}</span>
                </li>
              ))}
            </ul>
          </DialogBody>
        ) : null}
        <DialogFooter className="diet:md:flex-col-reverse diet:md:items-stretch">
          <DialogClose asChild>
            <Button variant="ghost">{t('upsellModal.later')}</Button>
          </DialogClose>
          <Button
            size="lg"
            onClick={() => {
              onCreateProfile();
              setOpen(false);
            }}
          >
            {ctaLabel ?? t('upsellModal.cta')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
