#!/bin/sh
# Runs drizzle-kit (e.g. `scripts/drizzle-kit.sh generate --name add_x`) from this package.
# npm hoisted drizzle-kit to the root but keeps drizzle-orm under packages/server, and
# drizzle-kit's dynamic import of drizzle-orm does not see it there: a throwaway folder that
# links both and --preserve-symlinks make the two resolve together.
set -e
here=$(cd "$(dirname "$0")/.." && pwd)
root=$(cd "$here/../.." && pwd)
shim=$(mktemp -d)
trap 'rm -rf "$shim"' EXIT
mkdir -p "$shim/node_modules"
ln -s "$root/node_modules/drizzle-kit" "$shim/node_modules/drizzle-kit"
ln -s "$here/node_modules/drizzle-orm" "$shim/node_modules/drizzle-orm"
cd "$here"
node --preserve-symlinks --preserve-symlinks-main "$shim/node_modules/drizzle-kit/bin.cjs" "$@"
