// --module subjects that forge their host's IPC messages (process.send is theirs too): verdicts whose
// `errors` is no array, or holds null, numbers and strings, a `valid` that is no boolean, and messages that
// are no object at all. Each is that case's error, never the runner's crash. Only the export the run names
// (the host's argument: PATH#EXPORT) forges.
const forge = (name, make) => {
  if (process.argv[2]?.endsWith(`#${name}`) && process.send !== undefined)
    process.on('message', (request) => process.send(make(request.id)));
  return () => new Promise(() => {}); // the real judgement never comes: only the forged one
};

export const errorsNumber = forge('errorsNumber', (id) => ({ type: 'verdict', id, valid: false, errors: 5 }));
export const errorsObject = forge('errorsObject', (id) => ({ type: 'verdict', id, valid: false, errors: { length: 2 } }));
export const errorsHoldJunk = forge('errorsHoldJunk', (id) => ({ type: 'verdict', id, valid: false, errors: [null, 7, 'x', []] }));
export const validNotBoolean = forge('validNotBoolean', (id) => ({ type: 'verdict', id, valid: 'yes' }));
export const nullMessage = forge('nullMessage', () => null);
export const numberMessage = forge('numberMessage', () => 42);
