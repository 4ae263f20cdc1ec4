#!/usr/bin/env bash
# Installs the Debian 12 packages INWO Assistant needs to build, test and run. Sourced by run.sh,
# test.sh, tests/sanitize.sh and packaging/test-install.sh, which set their own shell options; it
# sets none, so sourcing it in an interactive shell leaves that shell as it was. The functions
# return non-zero when an installation fails, whatever the caller's options; they never exit.
# Installs nothing that is already there.

INWO_DEBIAN_PACKAGES=(
    build-essential cmake ninja-build ccache pkg-config
    qt6-base-dev qt6-base-dev-tools          # Qt Core, Gui, Widgets, Sql, Test and their tools
    libqt6sql6-sqlite                        # the SQLite driver (only a "recommends" of Qt Sql)
    qt6-tools-dev qt6-tools-dev-tools qt6-l10n-tools  # Linguist tools: lupdate, lrelease
    qt6-translations-l10n                    # Qt's own German (file dialogs, Save/Discard)
    libgl-dev libvulkan-dev                  # headers Qt6Gui's CMake package looks for
    libsqlite3-dev                           # the benchmark's raw-SQLite floor
    xvfb xauth                               # a virtual display for machines without one
    fonts-dejavu-core                        # so offscreen and virtual displays render text
)

# For tests/sanitize.sh and the fuzzers: clang, its AddressSanitizer/UBSan/libFuzzer runtimes, and
# llvm-symbolizer so a sanitizer report names files and lines.
INWO_SANITIZER_PACKAGES=(clang libclang-rt-14-dev llvm)

# For the Debian package and packaging/test-install.sh: dpkg-shlibdeps (dpkg-dev), strip (binutils),
# the checkers, man, bash completion, xdotool to find the window, and rsvg-convert for
# packaging/icons/render-icons.sh.
INWO_PACKAGING_PACKAGES=(
    dpkg-dev binutils file lintian appstream desktop-file-utils
    man-db bash-completion xdotool xvfb xauth librsvg2-bin
)

inwo_missing_packages() {
    local missing=() package
    for package in "$@"; do
        dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed" \
            || missing+=("$package")
    done
    echo "${missing[@]:-}"
}

inwo_install_packages() {
    local missing
    missing=$(inwo_missing_packages "$@") || return
    [ -z "$missing" ] && return 0
    local sudo=()
    if [ "$(id -u)" -ne 0 ]; then
        command -v sudo >/dev/null || { echo "Need root or sudo to install: $missing" >&2; return 1; }
        sudo=(sudo)
    fi
    echo "Installing Debian packages: $missing"
    "${sudo[@]}" apt-get update -qq || return
    # shellcheck disable=SC2086
    DEBIAN_FRONTEND=noninteractive "${sudo[@]}" apt-get install -y -qq --no-install-recommends $missing
}

inwo_install_deps() {
    inwo_install_packages "${INWO_DEBIAN_PACKAGES[@]}"
}

inwo_install_sanitizer_deps() {
    inwo_install_packages "${INWO_SANITIZER_PACKAGES[@]}"
}

inwo_install_packaging_deps() {
    inwo_install_packages "${INWO_PACKAGING_PACKAGES[@]}"
}
