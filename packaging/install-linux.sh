#!/bin/sh
# Install the one-folder build for one user (default prefix ~/.local) or for everyone
# (sudo ./install-linux.sh /usr/local): the program's folder, a croupier-trainer link on
# the PATH, the icon in every size and the desktop entry for the applications menu.
# Run it from the built folder (dist/croupier-trainer/); run it again to update.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
prefix=${1:-$HOME/.local}
dest="$prefix/lib/croupier-trainer"
if [ "$here" != "$dest" ]; then
    rm -rf "$dest"
    mkdir -p "$dest"
    cp -R "$here"/. "$dest"/
fi
mkdir -p "$prefix/bin"
ln -sf "$dest/croupier-trainer" "$prefix/bin/croupier-trainer"
for png in "$here"/icons/croupier-trainer-*.png; do
    size=${png##*-}
    size=${size%.png}
    mkdir -p "$prefix/share/icons/hicolor/${size}x${size}/apps"
    cp "$png" "$prefix/share/icons/hicolor/${size}x${size}/apps/croupier-trainer.png"
done
mkdir -p "$prefix/share/icons/hicolor/scalable/apps" "$prefix/share/applications"
cp "$here/icons/croupier-trainer.svg" "$prefix/share/icons/hicolor/scalable/apps/croupier-trainer.svg"
sed "s|^Exec=.*|Exec=$dest/croupier-trainer|" "$here/croupier-trainer.desktop" \
    > "$prefix/share/applications/croupier-trainer.desktop"
echo "installed in $dest; start it from the applications menu or as croupier-trainer"
