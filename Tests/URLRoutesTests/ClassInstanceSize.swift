/// The number of bytes Swift allocates for an instance of a class: the field
/// `InstanceSize` of its class metadata, which `swift_allocObject` passes to malloc.
///
/// Without Objective-C interop (Linux), a class's metadata starts with the kind, the superclass,
/// then `ClassFlags`, `InstanceAddressPoint` and `InstanceSize` as 32-bit fields, so the size sits
/// at byte 24 on a 64-bit platform. Where that layout does not hold, this throws.
enum ClassInstanceSize {
    struct Unavailable: Error, CustomStringConvertible {
        var description: String { "the class metadata layout is not the one known here (64-bit, no Objective-C interop)" }
    }

    static func of(_ type: AnyClass) throws -> Int {
        #if _runtime(_ObjC)
        throw Unavailable()
        #else
        guard MemoryLayout<Int>.size == 8 else { throw Unavailable() }
        let metadata = unsafeBitCast(type, to: UnsafeRawPointer.self)
        return Int(metadata.load(fromByteOffset: 24, as: UInt32.self))
        #endif
    }
}
