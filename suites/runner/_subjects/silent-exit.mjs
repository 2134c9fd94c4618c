// Writes a complaint to stderr and exits 3 at once, every time it is started.
process.stderr.write('cannot start: licence file missing\n');
process.exit(3);
