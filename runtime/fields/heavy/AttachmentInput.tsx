import { useEffect, useState } from 'react';
import { Modal } from 'antd';
import type { AttachmentType } from '../../../schemas/attachments';
import type { FieldProps } from '../../core/registry';
import { useRuntimeServices, type AttachmentExamples } from '../../services';
import { groupAria } from '../shared/a11y';
import { TYPES_DATA_KEY } from '../attachment';
import { AttachmentSection } from './AttachmentSection';

type Loaded = { types: AttachmentType[]; examples: AttachmentExamples };

/**
 * The attachment field in edit mode: one section per attachment type of the node (from the
 * server), or one untyped section when the node has none. The types go into `field.data`, where
 * the required-attachment rule of attachment.tsx reads them.
 */
export default function AttachmentInput({ field, a11y, item, disabled }: FieldProps) {
  const services = useRuntimeServices();
  const gnCoding = services.context.nodeId ?? services.context.gnCoding;
  const { systemCoding } = services.context;
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [modal, modalHolder] = Modal.useModal();

  useEffect(() => {
    let live = true;
    const req = { gnCoding, systemCoding };
    void Promise.all([
      services.fetchAttachmentTypes(req).catch(() => [] as AttachmentType[]),
      services.fetchAttachmentExamples(req).catch(() => ({ example: [], template: [] }) as AttachmentExamples),
    ]).then(([types, examples]) => {
      if (!live) return;
      field.setData({ ...(field.data as object | undefined), [TYPES_DATA_KEY]: types });
      setLoaded({ types, examples });
    });
    return () => {
      live = false;
    };
  }, [services, gnCoding, systemCoding, field]);

  const common = { field, item, disabled, target: { gnCoding, systemCoding, fileNo: item.bianma }, confirm: modal.confirm };
  return (
    <div {...groupAria(a11y, 'group')} aria-busy={loaded ? undefined : true} className="ks-attachment">
      {modalHolder}
      {!loaded ? null : loaded.types.length ? (
        loaded.types.map((t) => (
          <AttachmentSection
            key={t.annexNo}
            {...common}
            type={t}
            examples={{
              example: loaded.examples.example.filter((e) => e.annexNo === t.annexNo),
              template: loaded.examples.template.filter((e) => e.annexNo === t.annexNo),
            }}
          />
        ))
      ) : (
        <AttachmentSection {...common} type={null} examples={{ example: [], template: [] }} />
      )}
    </div>
  );
}
