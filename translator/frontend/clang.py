"""libclang for the rest of cuport: the cindex module, units parsed from files held in memory
(with their tokens cached), and the C API calls the Python bindings do not wrap.

The one module that imports clang.cindex; nothing outside translator/frontend reaches libclang
but through it (or parse.py, which is built on it). It parses and answers, deciding nothing.
"""

from __future__ import annotations

import bisect
import ctypes
import functools

# libclang translation-unit options (clang-c/Index.h).
DETAILED_PREPROCESSING_RECORD = 0x01  # macro definitions and expansions in the AST
KEEP_GOING = 0x200  # an error (a missing include) must not hide the rest of the file
SKIP_FUNCTION_BODIES = 0x40

_CXEVAL_INT = 1  # CXEvalResultKind's CXEval_Int


class ParserUnavailable(RuntimeError):
    """libclang cannot be loaded; the message says how to fix that."""


class ParseFailed(RuntimeError):
    """libclang could not produce a translation unit at all (it crashed or refused the input)."""


@functools.cache
def cindex():
    """The clang.cindex module, with libclang loaded (ParserUnavailable if it cannot be)."""
    try:
        import clang.cindex as module
    except ImportError as exc:  # pragma: no cover - libclang is a declared dependency
        raise ParserUnavailable("the 'libclang' package is missing: pip install libclang") from exc
    try:
        module.Index.create()
    except Exception as exc:  # cindex raises LibclangError, a plain Exception
        raise ParserUnavailable(f"libclang could not be loaded: {exc}") from exc
    return module


class Unit:
    """A translation unit libclang parsed from files held in memory (path, text), with what is
    cached per unit: the tokens of each of those files, tokenized once."""

    def __init__(self, tu, files: list[tuple[str, str]]):
        self.tu = tu  # the clang.cindex.TranslationUnit
        self.files = files  # the unsaved files it was parsed from, as parse_in_memory got them
        self._file_tokens: dict[str, tuple[list, list]] = {}

    @property
    def cursor(self):
        """The unit's TRANSLATION_UNIT cursor."""
        return self.tu.cursor

    def errors(self) -> list:
        """Diagnostics of severity error or fatal, in libclang's order."""
        error = cindex().Diagnostic.Error
        return [d for d in self.tu.diagnostics if d.severity >= error]

    def tokens(self, extent) -> list:
        """libclang's tokens of a source range (a cursor's extent), comments included."""
        return list(self.tu.get_tokens(extent=extent))

    def file_tokens(self, cursor) -> list:
        """The tokens of cursor's extent, cut from its file tokenized whole (once per file).
        Unlike tokens(), this also works where an extent starts inside a macro expansion
        (`__device__ __forceinline__ int f`), for which libclang's tokenizer returns nothing.
        A file not held in memory (an untranslated header on disk) is tokenized by extent."""
        name = cursor.extent.start.file.name
        if name not in self._file_tokens:
            texts = [body for path, body in self.files if path == name]
            if not texts:
                return self.tokens(cursor.extent)
            module = cindex()
            file = self.tu.get_file(name)
            size = len(texts[0].encode("utf-8"))
            whole = module.SourceRange.from_locations(
                module.SourceLocation.from_offset(self.tu, file, 0),
                module.SourceLocation.from_offset(self.tu, file, size),
            )
            tokens = self.tokens(whole)
            self._file_tokens[name] = (tokens, [t.extent.start.offset for t in tokens])
        tokens, starts = self._file_tokens[name]
        first = bisect.bisect_left(starts, cursor.extent.start.offset)
        last = bisect.bisect_left(starts, cursor.extent.end.offset)
        return tokens[first:last]


def parse_in_memory(
    path: str, args: list[str], files: list[tuple[str, str]], options: int = KEEP_GOING
) -> Unit:
    """Parse the file at path, every file in files (path, text) read from memory, path among
    them. options: libclang's (KEEP_GOING, DETAILED_PREPROCESSING_RECORD, ...). Raises
    ParseFailed when libclang produces no unit; a unit with errors is returned (Unit.errors)."""
    module = cindex()
    index = module.Index.create()
    try:
        tu = index.parse(path, args=args, unsaved_files=files, options=options)
    except module.TranslationUnitLoadError as exc:
        raise ParseFailed(str(exc)) from exc
    return Unit(tu, files)


@functools.cache
def _evaluation_api():
    lib = cindex().conf.lib
    lib.clang_Cursor_Evaluate.argtypes = [cindex().Cursor]
    lib.clang_Cursor_Evaluate.restype = ctypes.c_void_p
    lib.clang_EvalResult_getKind.argtypes = [ctypes.c_void_p]
    lib.clang_EvalResult_getKind.restype = ctypes.c_int
    lib.clang_EvalResult_getAsLongLong.argtypes = [ctypes.c_void_p]
    lib.clang_EvalResult_getAsLongLong.restype = ctypes.c_longlong
    lib.clang_EvalResult_dispose.argtypes = [ctypes.c_void_p]
    lib.clang_EvalResult_dispose.restype = None
    return lib


def evaluate_integer(cursor) -> int | None:
    """libclang's constant evaluation of an expression cursor (clang_Cursor_Evaluate), where it
    gives an integer; None otherwise."""
    lib = _evaluation_api()
    result = lib.clang_Cursor_Evaluate(cursor)
    if not result:
        return None
    try:
        if lib.clang_EvalResult_getKind(result) != _CXEVAL_INT:
            return None
        return int(lib.clang_EvalResult_getAsLongLong(result))
    finally:
        lib.clang_EvalResult_dispose(result)


@functools.cache
def _specialized_template_api():
    function = cindex().conf.lib.clang_getSpecializedCursorTemplate
    function.argtypes = [cindex().Cursor]
    function.restype = cindex().Cursor
    return function


def specialized_template(cursor):
    """The template a specialization's cursor instantiates (clang_getSpecializedCursorTemplate),
    or a null cursor."""
    return _specialized_template_api()(cursor)


@functools.cache
def _skipped_ranges_api():
    module = cindex()

    class SourceRangeList(ctypes.Structure):
        _fields_ = [("count", ctypes.c_uint), ("ranges", ctypes.POINTER(module.SourceRange))]

    lib = module.conf.lib
    lib.clang_getSkippedRanges.argtypes = [module.TranslationUnit, module.File]
    lib.clang_getSkippedRanges.restype = ctypes.POINTER(SourceRangeList)
    lib.clang_disposeSourceRangeList.argtypes = [ctypes.POINTER(SourceRangeList)]
    lib.clang_disposeSourceRangeList.restype = None
    return lib


def skipped_ranges(unit: Unit, path: str) -> list[tuple[int, int]]:
    """The byte ranges (start, end) of the file at path that the preprocessor skipped
    (clang_getSkippedRanges): each from the directive that starts an inactive #if branch to the
    end of the directive that ends it, in file order."""
    file = unit.tu.get_file(path)
    lib = _skipped_ranges_api()
    found = lib.clang_getSkippedRanges(unit.tu, file)
    if not found:
        return []
    try:
        ranges = found.contents
        return sorted(
            (ranges.ranges[i].start.offset, ranges.ranges[i].end.offset)
            for i in range(ranges.count)
        )
    finally:
        lib.clang_disposeSourceRangeList(found)
