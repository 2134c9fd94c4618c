// A --module whose top-level await never settles: its import never ends.
await new Promise(() => {});
export default () => true;
