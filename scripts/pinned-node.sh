#!/usr/bin/env bash
# Prints the bin folder of the Node.js build that package-lock.json pins for this machine, fetched
# once into a cache folder (PINNED_NODE_CACHE, else ~/.cache/stickers62-node) and checked against
# the lockfile's integrity. `npm ci` installs the
# same build as node_modules/.bin/node for npm scripts, but npm ci itself runs on whatever node is
# on the path; an older system Node.js then warns EBADENGINE. Put this one first instead:
#   bin=$(scripts/pinned-node.sh) && export PATH="$bin:$PATH" && npm ci
# Needs only a node and npm of any supported-by-npm version (to read JSON and fetch the package).
set -euo pipefail
cd "$(dirname "$0")/.."

case "$(uname -s)" in
  Linux) os=linux ;;
  Darwin) os=darwin ;;
  *) echo "pinned-node.sh: no pinned Node.js build for $(uname -s); install Node.js 22 or newer" >&2; exit 1 ;;
esac
case "$(uname -m)" in
  x86_64) cpu=x64 ;;
  aarch64 | arm64) cpu=arm64 ;;
  *) echo "pinned-node.sh: no pinned Node.js build for $(uname -m); install Node.js 22 or newer" >&2; exit 1 ;;
esac
package="node-$os-$cpu"

read -r version integrity < <(node -e '
  const entry = require("./package-lock.json").packages[`node_modules/${process.argv[1]}`];
  if (!entry) {
    console.error(`pinned-node.sh: package-lock.json pins no ${process.argv[1]}; install Node.js 22 or newer`);
    process.exit(1);
  }
  console.log(entry.version, entry.integrity);' "$package")

# Kept between calls (one unpacked build is 185 MB; a fresh folder per call filled /tmp).
cache="${PINNED_NODE_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/stickers62-node}"
kept="$cache/$package-$version"
if [ -x "$kept/package/bin/node" ] && [ "$("$kept/package/bin/node" --version)" = "v$version" ]; then
  echo "$kept/package/bin"
  exit 0
fi

folder=$(mktemp -d)
trap 'rm -rf "$folder"' EXIT # unless it succeeds
tarball=$(cd "$folder" && npm pack --silent "$package@$version")
node -e '
  const { createHash } = require("node:crypto");
  const { readFileSync } = require("node:fs");
  const [file, expected] = process.argv.slice(1);
  const actual = `sha512-${createHash("sha512").update(readFileSync(file)).digest("base64")}`;
  if (actual !== expected) {
    console.error(`pinned-node.sh: ${file} is ${actual}, not the lockfile integrity ${expected}`);
    process.exit(1);
  }' "$folder/$tarball" "$integrity"
tar -xzf "$folder/$tarball" -C "$folder"
rm "$folder/$tarball"

actual_version=$("$folder/package/bin/node" --version)
if [ "$actual_version" != "v$version" ]; then
  echo "pinned-node.sh: $package@$version runs as $actual_version" >&2
  exit 1
fi
# Into the cache in one rename, so a parallel call never sees half a folder.
mkdir -p "$cache"
rm -rf "$kept" # a broken or other build left there (the check above refused it)
if mv -T "$folder" "$kept" 2>/dev/null; then
  trap - EXIT
  echo "$kept/package/bin"
else
  # Another call put it there first: use that one; this folder goes with the trap.
  echo "$kept/package/bin"
fi
