import GestureImport
import GestureReplay
import Testing

@Suite struct ImportErrorTests {
    @Test("an error names the file and line first, as compilers do")
    func rendersFileAndLine() {
        #expect(InputError.malformed(file: "a.txt", line: 7, reason: "bad").description == "a.txt:7: bad")
        #expect(InputError(file: "a.txt", line: 0, reason: "empty file").description == "a.txt: empty file")
    }
}
