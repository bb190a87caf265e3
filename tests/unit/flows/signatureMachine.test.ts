import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { signatureImageType, signatureMachine } from '@plugins/wpa/client/flows/signatureMachine';

const png = new Blob(['png'], { type: 'image/png' });
const fileOf = (name: string, type: string) => new File(['x'], name, { type });

const start = (drawing: Blob | null = png) =>
  createActor(signatureMachine, { input: { exportDrawing: async () => drawing } }).start();

describe('the signature dialog (spec 002 §2/§5)', () => {
  it('Use on an empty canvas refuses with drawEmpty; a stroke clears it', () => {
    const a = start();
    a.send({ type: 'use', empty: true });
    expect(a.getSnapshot()).toMatchObject({ value: 'draw', context: { fault: 'drawEmpty' } });
    a.send({ type: 'stroke' });
    expect(a.getSnapshot().context.fault).toBeNull();
  });

  it('a drawing ends in done with its PNG', async () => {
    const a = start();
    a.send({ type: 'use', empty: false });
    await waitFor(a, (s) => s.status === 'done');
    expect(a.getSnapshot().output).toEqual({ blob: png, fileName: 'signature.png', source: 'draw' });
  });

  it('a drawing that cannot be exported goes back to Draw with the fault', async () => {
    const a = start(null);
    a.send({ type: 'use', empty: false });
    await waitFor(a, (s) => s.matches('draw') && s.context.fault === 'drawEmpty');
  });

  it('Upload takes one png, jpg or jpeg: none, two or another type are refused', () => {
    const a = start();
    a.send({ type: 'tab', tab: 'upload' });
    a.send({ type: 'use', empty: true });
    expect(a.getSnapshot().context.fault).toBe('uploadOne');
    a.send({ type: 'chooseFiles', files: [fileOf('a.png', 'image/png'), fileOf('b.png', 'image/png')] });
    expect(a.getSnapshot().context).toMatchObject({ fault: 'uploadOne', file: null });
    a.send({ type: 'chooseFiles', files: [fileOf('sig.gif', 'image/gif')] });
    a.send({ type: 'use', empty: true });
    expect(a.getSnapshot().context.fault).toBe('uploadType');
    a.send({ type: 'chooseFiles', files: [fileOf('sig.JPG', 'image/jpeg')] });
    a.send({ type: 'use', empty: true });
    expect(a.getSnapshot().value).toBe('done');
    expect(a.getSnapshot().output).toMatchObject({ fileName: 'sig.JPG', source: 'upload' });
  });

  it('switching tabs clears the fault', () => {
    const a = start();
    a.send({ type: 'use', empty: true });
    a.send({ type: 'tab', tab: 'upload' });
    expect(a.getSnapshot()).toMatchObject({ value: 'upload', context: { fault: null } });
  });

  it("an image's type comes from its name and must agree with the browser's", () => {
    expect(signatureImageType({ name: 'a.jpeg', type: '' })).toBe('image/jpeg');
    expect(signatureImageType({ name: 'a.png', type: 'image/jpeg' })).toBeNull();
    expect(signatureImageType({ name: 'a.pdf', type: 'application/pdf' })).toBeNull();
  });
});
