import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import {
  uploadMachine,
  type UploadCalls,
  type UploadForm,
  type UploadRules,
} from '@plugins/key-documents/client/flows/uploadMachine';
import type { KeyDocument } from '@plugins/key-documents/client/types';

const pdf = { name: 'report.pdf', size: 1000 } as File;
const empty: UploadForm = { studentModuleId: null, fileType: null, desc: '', hours: '', files: [] };
const filled: UploadForm = { studentModuleId: 7, fileType: 3, desc: 'Report', hours: '', files: [pdf] };
const RULES: UploadRules = { exemption: false, replacing: false, maxMb: 10 };
const doc = (fileExt: string) => ({ keyDocumentId: 9, fileExt, fileName: `x.${fileExt}` }) as KeyDocument;

function start(form: UploadForm, calls: Partial<UploadCalls> = {}, rules = RULES) {
  const sent: UploadForm[] = [];
  const converted: KeyDocument[] = [];
  const all: UploadCalls = {
    upload: async (f) => {
      sent.push(f);
      return doc('pdf');
    },
    convert: async (d) => converted.push(d),
    ...calls,
  };
  const actor = createActor(uploadMachine, { input: { form, rules, calls: all } }).start();
  return { actor, sent, converted };
}

const refusal = new Error('The file must be pdf, docx; its content is not.');

describe('the key-document upload flow (spec 002 §5)', () => {
  it('checking sends nothing while the form has a fault, and shows the faults', async () => {
    const { actor, sent } = start(empty);
    actor.send({ type: 'upload' });
    await waitFor(actor, (s) => s.matches('choosing'));
    expect(actor.getSnapshot().context.touched).toBe(true);
    expect(sent).toEqual([]);
  });

  it('an exemption needs its hours; a replacement names no student', async () => {
    const exemption = start({ ...filled, hours: '1000' }, {}, { ...RULES, exemption: true });
    exemption.actor.send({ type: 'upload' });
    await waitFor(exemption.actor, (s) => s.matches('choosing'));
    const replacing = start({ ...filled, studentModuleId: null }, {}, { ...RULES, replacing: true });
    replacing.actor.send({ type: 'upload' });
    await waitFor(replacing.actor, (s) => s.status === 'done');
  });

  it('a file chosen shows its own fault at once', () => {
    const { actor } = start(empty);
    actor.send({ type: 'chooseFiles', files: [{ name: 'virus.exe', size: 1 } as File] });
    expect(actor.getSnapshot().context).toMatchObject({ fileTouched: true, touched: false });
  });

  it('a pdf goes checking → uploading → done, with nothing to convert', async () => {
    const { actor, sent, converted } = start(filled);
    actor.send({ type: 'upload' });
    expect(actor.getSnapshot().value).toBe('checking');
    await waitFor(actor, (s) => s.status === 'done');
    expect(sent).toEqual([filled]);
    expect(converted).toEqual([]);
    expect(actor.getSnapshot().context.saved?.keyDocumentId).toBe(9);
  });

  it('a docx or a deck is converted after the upload; a failed conversion keeps the upload', async () => {
    const ok = start(filled, { upload: async () => doc('pptx') });
    ok.actor.send({ type: 'upload' });
    await waitFor(ok.actor, (s) => s.matches('converting'));
    await waitFor(ok.actor, (s) => s.status === 'done');
    expect(ok.converted.map((d) => d.fileExt)).toEqual(['pptx']);
    expect(ok.actor.getSnapshot().context.previewReady).toBe(true);
    const failed = start(filled, { upload: async () => doc('docx'), convert: () => Promise.reject(refusal) });
    failed.actor.send({ type: 'upload' });
    await waitFor(failed.actor, (s) => s.status === 'done');
    expect(failed.actor.getSnapshot().context.previewReady).toBe(false);
  });

  it('a refused upload stays refused with the reason until the form changes or is sent again', async () => {
    let tries = 0;
    const { actor } = start(filled, {
      upload: async () => {
        tries += 1;
        if (tries === 1) throw refusal;
        return doc('pdf');
      },
    });
    actor.send({ type: 'upload' });
    await waitFor(actor, (s) => s.matches('refused'));
    expect(actor.getSnapshot().context.refusal).toBe(refusal);
    actor.send({ type: 'chooseFiles', files: [{ name: 'other.pdf', size: 10 } as File] });
    expect(actor.getSnapshot().value).toBe('choosing');
    expect(actor.getSnapshot().context.refusal).toBeNull();
    actor.send({ type: 'upload' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(tries).toBe(2);
  });
});
