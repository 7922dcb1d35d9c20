#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// One object per thread, held by the thread and released when it exits.
///
/// For state only its own thread touches (PCRE2 match data, dispatch replicas), so the hot
/// path neither locks nor counts references other threads share.
struct ThreadLocal<Value: AnyObject>: @unchecked Sendable {
    private let key: pthread_key_t

    init() {
        var key = pthread_key_t()
        pthread_key_create(&key) { pointer in
            guard let pointer else { return }
            Unmanaged<AnyObject>.fromOpaque(pointer).release()
        }
        self.key = key
    }

    /// This thread's object, if it has one: unretained, kept alive by the thread until `set`
    /// replaces it.
    var current: Unmanaged<Value>? {
        pthread_getspecific(key).map { Unmanaged<Value>.fromOpaque($0) }
    }

    /// Makes `value` this thread's object, releasing the one it replaces.
    func set(_ value: Value) {
        let previous = current
        pthread_setspecific(key, Unmanaged.passRetained(value).toOpaque())
        previous?.release()
    }
}
