// A --module that loops forever while it is imported.
for (;;);
export default () => true;
