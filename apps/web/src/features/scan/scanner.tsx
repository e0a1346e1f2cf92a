/**
 * The header's scan button opens this: the barcode is typed in (the camera comes next), looked up
 * with `/products/barcode`, and the product's page opens; an unknown barcode says so.
 */
import { ScanDialog } from '@diet/ui/scan-dialog';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';

import { callApi } from '../../lib/api';
import { ApiError } from '../../lib/http';

export default function Scanner({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation('app');
  const navigate = useNavigate();
  const [message, setMessage] = useState<string | null>(null);
  const lookUp = async (barcode: string) => {
    setMessage(null);
    try {
      const product = await callApi('/products/barcode', { barcode });
      onOpenChange(false);
      navigate(`/product/details/${product.id}`, { state: { product } });
    } catch (error) {
      setMessage(
        error instanceof ApiError && error.failure.kind === 'status' && error.failure.status === 404
          ? t('scan.unknown', { barcode })
          : t('scan.failed'),
      );
    }
  };
  return (
    <ScanDialog
      open={open}
      onOpenChange={onOpenChange}
      onBarcode={(code) => void lookUp(code)}
      cameraMessage={message}
    />
  );
}
