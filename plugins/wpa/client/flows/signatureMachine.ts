import { assign, fromPromise, setup } from 'xstate';

/** Spec 002 §5: an uploaded signature is one png, jpg or jpeg image. */
const IMAGE_TYPES: Record<string, string> = { png: 'image/png', jpg: 'image/jpeg', jpeg: 'image/jpeg' };

/** The image type of an uploaded file from its name and the browser's type, or null when it is not one we take. */
export function signatureImageType(file: { name: string; type: string }): string | null {
  const ext = /\.([A-Za-z0-9]+)$/.exec(file.name)?.[1]?.toLowerCase() ?? '';
  const type = IMAGE_TYPES[ext];
  if (!type) return null;
  // The browser's type, when it gives one, must agree (the server checks the content again).
  return !file.type || file.type === type ? type : null;
}

/** Why Use refused: the locales' `signature.<key>`. */
export type SignatureFault = 'drawEmpty' | 'uploadOne' | 'uploadType';

/** The signature made: the image and how (the review shows it). */
export interface MadeSignature {
  blob: Blob;
  fileName: string;
  source: 'draw' | 'upload';
}

interface Context {
  file: File | null;
  fault: SignatureFault | null;
  made: MadeSignature | null;
  /** The drawing as a PNG (the canvas is the dialog's): null when it could not be made. */
  exportDrawing: () => Promise<Blob | null>;
}

export type SignatureEvent =
  | { type: 'tab'; tab: 'draw' | 'upload' }
  | { type: 'stroke' }
  | { type: 'clear' }
  | { type: 'chooseFiles'; files: readonly File[] }
  /** Use: `empty` tells whether the canvas holds a drawing. */
  | { type: 'use'; empty: boolean };

/**
 * The signature dialog (spec 002 §2/§5): the Draw tab (a drawing, not empty, exported as a PNG)
 * and the Upload tab (one png, jpg or jpeg); Use ends in `done` with the image, or stays with the
 * fault to show. Tabs and strokes clear the fault.
 */
export const signatureMachine = setup({
  types: {
    context: {} as Context,
    events: {} as SignatureEvent,
    input: {} as { exportDrawing: () => Promise<Blob | null> },
    output: {} as MadeSignature | null,
  },
  actors: {
    exportDrawing: fromPromise<Blob | null, Context>(({ input }) => input.exportDrawing()),
  },
  actions: {
    refuse: assign((_, params: { fault: SignatureFault }) => ({ fault: params.fault })),
  },
  guards: {
    empty: ({ event }) => event.type === 'use' && event.empty,
    noFile: ({ context }) => context.file === null,
    notImage: ({ context }) => context.file !== null && signatureImageType(context.file) === null,
  },
}).createMachine({
  id: 'signature',
  context: ({ input }) => ({ ...input, file: null, fault: null, made: null }),
  initial: 'draw',
  output: ({ context }) => context.made,
  states: {
    draw: {
      on: {
        tab: { guard: ({ event }) => event.tab === 'upload', target: 'upload', actions: assign({ fault: null }) },
        stroke: { actions: assign({ fault: null }) },
        clear: { actions: assign({ fault: null }) },
        use: [{ guard: 'empty', actions: { type: 'refuse', params: { fault: 'drawEmpty' } } }, { target: 'exporting' }],
      },
    },
    exporting: {
      invoke: {
        src: 'exportDrawing',
        input: ({ context }) => context,
        onDone: [
          {
            guard: ({ event }) => event.output !== null,
            target: 'done',
            actions: assign({
              made: ({ event }) => ({ blob: event.output!, fileName: 'signature.png', source: 'draw' as const }),
            }),
          },
          { target: 'draw', actions: { type: 'refuse', params: { fault: 'drawEmpty' } } },
        ],
        onError: { target: 'draw', actions: { type: 'refuse', params: { fault: 'drawEmpty' } } },
      },
    },
    upload: {
      on: {
        tab: { guard: ({ event }) => event.tab === 'draw', target: 'draw', actions: assign({ fault: null }) },
        chooseFiles: {
          actions: assign(({ event }) => ({
            file: event.files.length === 1 ? event.files[0]! : null,
            fault: event.files.length > 1 ? ('uploadOne' as const) : null,
          })),
        },
        use: [
          { guard: 'noFile', actions: { type: 'refuse', params: { fault: 'uploadOne' } } },
          { guard: 'notImage', actions: { type: 'refuse', params: { fault: 'uploadType' } } },
          {
            target: 'done',
            actions: assign({
              made: ({ context }) => ({ blob: context.file!, fileName: context.file!.name, source: 'upload' as const }),
            }),
          },
        ],
      },
    },
    done: { type: 'final' },
  },
});
