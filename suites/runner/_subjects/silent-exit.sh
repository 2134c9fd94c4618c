# Writes a complaint to stderr and exits 3 at once, every time it is started. In sh: the tests restart it
# ten times and more, and a shell starts in milliseconds where node takes ~0.05 s of CPU each time.
echo 'cannot start: licence file missing' >&2
exit 3
