# Sourced by the screenshot scripts: the program in a virtual screen of its own, found and
# focused, and stopped again. Needs Xvfb, xdotool and ImageMagick's import.

screenshot_tools_present() {
    local tool
    for tool in Xvfb xdotool import; do
        command -v "$tool" >/dev/null || { echo "$0: $tool is missing" >&2; return 1; }
    done
}

# start_window APP CONFIG_DIR LANG WIDTH HEIGHT SCALE: starts APP on a new Xvfb screen of
# WIDTH x HEIGHT logical pixels at SCALE, sized to fill it. Sets DISPLAY and `window` (empty
# when the window did not appear).
start_window() {
    local app=$1 config=$2 lang=$3 width=$4 height=$5 scale=$6
    DISPLAY=":$((RANDOM % 400 + 100))"
    Xvfb "$DISPLAY" -ac -screen 0 "$((width * scale))x$((height * scale))x24" \
        >/dev/null 2>&1 &
    session_xvfb=$!
    sleep 1
    export DISPLAY
    LANG=$lang LC_ALL=$lang LANGUAGE=${lang%%_*} QT_SCALE_FACTOR=$scale \
        XDG_CONFIG_HOME="$config" "$app" >/dev/null 2>&1 &
    session_app=$!
    window=""
    for _ in $(seq 120); do # up to 30 s on a busy machine
        window=$(xdotool search --onlyvisible --class inwo 2>/dev/null | head -1 || true)
        [ -n "$window" ] && break
        sleep 0.25
    done
    if [ -n "$window" ]; then
        xdotool windowsize "$window" "$((width * scale))" "$((height * scale))" \
            windowmove "$window" 0 0 windowfocus "$window"
        sleep 1
    fi
}

# Without a window manager a closed dialog leaves no window focused: focus ours again.
focus() {
    xdotool windowfocus "$window" 2>/dev/null || true
    sleep 0.3
}

stop_window() {
    kill "$session_app" 2>/dev/null || true
    sleep 0.5
    kill "$session_xvfb" 2>/dev/null || true
    unset DISPLAY
}
